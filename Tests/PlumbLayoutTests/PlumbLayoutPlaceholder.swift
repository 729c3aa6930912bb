import Testing

@testable import PlumbLayout
