// PlumbText (positions and ranges in text, numbers, JSON) comes with the session language: its
// diagnostics are placed with it.
@_exported import PlumbText
