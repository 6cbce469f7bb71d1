import Testing

@testable import Localization

@Suite struct LocalizationPlaceholderTests {
    @Test func moduleLinks() {
        #expect(String(describing: LocalizationPlaceholder.self) == "LocalizationPlaceholder")
    }
}
