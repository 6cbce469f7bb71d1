import Testing

@testable import ConversionKit

@Suite struct ConversionKitPlaceholderTests {
    @Test func moduleLinks() {
        #expect(String(describing: ConversionKitPlaceholder.self) == "ConversionKitPlaceholder")
    }
}
