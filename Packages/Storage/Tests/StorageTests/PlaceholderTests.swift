import Testing

@testable import Storage

@Suite struct StoragePlaceholderTests {
    @Test func moduleLinks() {
        #expect(String(describing: StoragePlaceholder.self) == "StoragePlaceholder")
    }
}
