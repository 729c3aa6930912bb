import Testing

@testable import PlumbShell
