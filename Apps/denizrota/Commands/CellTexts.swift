/// ``NavigationText/cell(_:_:)`` with each value's text made once per format: `plan` of a 200,000-point route
/// wrote 1.6 million cells through `String(format:)`, the language's decimal separator (a `Decimal` formatted each
/// time) and `NSString` replacement, 60% of its CPU, while a forecast repeats the same few values (issue 30).
final class CellTexts {
    private struct Key: Hashable {
        let bits: UInt64?
        let format: String
    }

    /// Distinct texts remembered at most (the fetch distances of a long route are all different).
    static let limit = 65_536
    /// The formatter of the user's language.
    let text: NavigationText
    private let separator: String
    private var texts: [Key: String] = [:]

    init(_ text: NavigationText) {
        self.text = text
        separator = text.decimalSeparator
    }

    /// The cell's text: `value` in `format` (`String(format:)`) with the language's decimal separator; `–` when nil.
    func cell(_ value: Double?, _ format: String) -> String {
        let key = Key(bits: value?.bitPattern, format: format)
        if let known = texts[key] { return known }
        var made = WeatherCommand.number(value, format)
        if separator != ".", made.utf8.contains(UInt8(ascii: ".")) {
            made = made.split(separator: ".", omittingEmptySubsequences: false).joined(separator: separator)
        }
        if texts.count < Self.limit { texts[key] = made }
        return made
    }
}
