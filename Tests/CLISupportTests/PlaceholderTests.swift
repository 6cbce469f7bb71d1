import Testing

@testable import CLISupport

@Suite struct CLISupportPlaceholderTests {
    @Test func moduleLinks() {
        #expect(PackageResources.strings_en_json.count > 0)
    }
}
