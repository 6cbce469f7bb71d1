import Testing

@testable import Validation

@Suite struct ValidationPlaceholderTests {
    @Test func moduleLinks() {
        #expect(String(describing: ValidationPlaceholder.self) == "ValidationPlaceholder")
    }
}
