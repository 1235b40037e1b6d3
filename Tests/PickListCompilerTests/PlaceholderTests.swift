import Testing
@testable import PickListCompiler

@Test func placeholder() { #expect(Bool(true)) }
