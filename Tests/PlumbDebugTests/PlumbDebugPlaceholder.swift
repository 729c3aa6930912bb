import Testing

@testable import PlumbDebug
