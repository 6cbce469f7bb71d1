import Testing

@testable import MarineKit

@Suite struct MarineKitPlaceholderTests {
    @Test func moduleLinks() {
        #expect(String(describing: MarineKitPlaceholder.self) == "MarineKitPlaceholder")
    }
}
