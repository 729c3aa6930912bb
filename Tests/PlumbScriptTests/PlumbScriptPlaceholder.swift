import Testing

@testable import PlumbScript
