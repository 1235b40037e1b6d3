import Testing
@testable import PickListKit

@Test func placeholder() { #expect(Bool(true)) }
