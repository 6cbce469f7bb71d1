import Testing

@testable import Formatting

@Suite struct FormattingPlaceholderTests {
    @Test func moduleLinks() {
        #expect(String(describing: FormattingPlaceholder.self) == "FormattingPlaceholder")
    }
}
