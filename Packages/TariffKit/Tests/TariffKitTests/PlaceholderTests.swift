import Testing

@testable import TariffKit

@Suite struct TariffKitPlaceholderTests {
    @Test func moduleLinks() {
        #expect(String(describing: TariffKitPlaceholder.self) == "TariffKitPlaceholder")
    }
}
