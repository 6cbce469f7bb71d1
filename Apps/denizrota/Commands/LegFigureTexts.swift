import Foundation

/// The figures of `route show`'s leg lines, each value formatted once: the legs of a long route repeat distances,
/// speeds, fuel and cost (a recorded track turned into a route: 200,000 legs at one speed; issue 30), and these
/// formatters work in `Decimal`, about 15 µs a figure.
final class LegFigureTexts {
    /// The formatter of the user's language.
    let text: NavigationText
    private var distances: [UInt64: String] = [:]
    private var speeds: [UInt64: String] = [:]
    private var fuels: [UInt64: String] = [:]
    private var costs: [Decimal: String] = [:]

    init(text: NavigationText) {
        self.text = text
    }

    /// ``NavigationText/nauticalMiles(_:digits:)`` of a leg's length, metres.
    func distance(_ meters: Double) -> String {
        Self.memo(&distances, meters.bitPattern) { text.nauticalMiles(meters) }
    }

    /// ``NavigationText/knots(_:trimmed:)`` of a leg's speed, knots.
    func speed(_ knots: Double) -> String {
        Self.memo(&speeds, knots.bitPattern) { text.knots(knots) }
    }

    /// A leg's fuel, litres, with one decimal.
    func fuel(_ liters: Double) -> String {
        Self.memo(&fuels, liters.bitPattern) { text.number(liters, digits: 1) }
    }

    /// ``NavigationText/money(_:)`` of a leg's fuel cost.
    func money(_ amount: Decimal) -> String {
        Self.memo(&costs, amount) { text.money(amount) }
    }

    private static func memo<Key: Hashable>(_ table: inout [Key: String], _ key: Key, _ make: () -> String) -> String {
        if let known = table[key] { return known }
        let made = make()
        table[key] = made
        return made
    }
}
