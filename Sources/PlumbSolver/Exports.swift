// PlumbText (numbers, JSON, "did you mean") comes with the solver to every module above it.
@_exported import PlumbText
