import Formatting
import Foundation
import Localization

/// A type an option or positional argument can hold; parsing happens before the command runs, and a value that
/// does not parse is a usage error (exit 64) naming the option and what was expected.
///
/// Conform your own enums by making them `String`-backed and `CaseIterable`: the default implementation accepts
/// exactly the raw values and lists them in `--help`.
public protocol ArgumentValue: Sendable {
    /// Parses a command-line word strictly (no prefix parses: `12abc` is not a number).
    ///
    /// - Parameter argument: the word as typed.
    init?(argument: String)

    /// Parses a command-line word in the user's language (`1.234,5` is a number in Turkish).
    ///
    /// The default implementation ignores the language and calls `init?(argument:)`.
    ///
    /// - Parameters:
    ///   - argument: the word as typed.
    ///   - language: the language chosen for the run.
    /// - Returns: the value, or `nil` when the word is malformed.
    static func parse(_ argument: String, language: Language) -> Self?

    /// The catalog key (CLIKit) describing what is expected, such as `value.expected.number`.
    static var expectationKey: String { get }

    /// Values to list after the expectation (the choices of an enum), or empty.
    static var choices: [String] { get }

    /// The value's text in `--help` defaults.
    var argumentDescription: String { get }
}

extension ArgumentValue {
    /// Calls `init?(argument:)`, ignoring the language.
    ///
    /// - Parameters:
    ///   - argument: the word as typed.
    ///   - language: ignored.
    /// - Returns: the value, or `nil` when the word is malformed.
    public static func parse(_ argument: String, language: Language) -> Self? {
        Self(argument: argument)
    }

    /// No listed choices.
    public static var choices: [String] { [] }

    /// The value's `description`.
    public var argumentDescription: String { "\(self)" }
}

extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    /// Accepts exactly a raw value.
    ///
    /// - Parameter argument: the word as typed.
    public init?(argument: String) {
        self.init(rawValue: argument)
    }

    /// `value.expected.oneOf`.
    public static var expectationKey: String { "value.expected.oneOf" }

    /// The raw values, in declaration order.
    public static var choices: [String] { allCases.map(\.rawValue) }

    /// The raw value.
    public var argumentDescription: String { rawValue }
}

extension String: ArgumentValue {
    /// Accepts any word.
    ///
    /// - Parameter argument: the word as typed.
    public init?(argument: String) {
        self = argument
    }

    /// `value.expected.text`.
    public static var expectationKey: String { "value.expected.text" }
}

extension Int: ArgumentValue {
    /// Accepts an optional sign and decimal digits only.
    ///
    /// - Parameter argument: the word as typed.
    public init?(argument: String) {
        self.init(argument, radix: 10)
    }

    /// `value.expected.integer`.
    public static var expectationKey: String { "value.expected.integer" }

    /// The decimal digits.
    ///
    /// `String(self)`, not the generic `"\(self)"`, which casts dynamically at run time: a default shown in help
    /// is built with every command tree, at every start (0.5 M instructions of `unitconv 1 mile km`, callgrind,
    /// issue 17).
    public var argumentDescription: String { String(self) }
}

extension Decimal: ArgumentValue {
    /// Accepts `[+-]digits[.digits]` or `[+-]digits[,digits]`, exactly (no grouping, no exponent, no prefix parse);
    /// not `1.250` or `1,250`, which languages read differently (1250 or 1.25).
    ///
    /// - Parameter argument: the word as typed.
    public init?(argument: String) {
        guard StrictNumberText.ambiguousReadings(argument) == nil,
            let normalized = StrictNumberText.decimal(argument),
            let value = Decimal(string: normalized, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        self = value
    }

    /// Reads a number as people write it, strictly (Formatting's `DecimalParser`), with the same meaning under every
    /// language, or not at all: `1234.5`, `0.500`, `1.234.567,89` and `1,234,567.89` are read whatever the language, while
    /// `1.250` and `1,250` (1250 to a Turkish or German reader, 1.25 to an English one) are refused.
    ///
    /// - Parameters:
    ///   - argument: the word as typed.
    ///   - language: the language chosen for the run; it never changes the value.
    /// - Returns: the value every convention that reads the word agrees on, or `nil` (malformed, or read two ways).
    public static func parse(_ argument: String, language: Language) -> Decimal? {
        if let plain = Decimal(argument: argument) { return plain }  // 0.500 and 45,50; never 1.250
        guard StrictNumberText.ambiguousReadings(argument) == nil else { return nil }
        let readings = Set(
            LanguageConventions.supported.compactMap { try? DecimalParser.parse(argument, conventions: $0) })
        return readings.count == 1 ? readings.first : nil
    }

    /// `value.expected.number`.
    public static var expectationKey: String { "value.expected.number" }
}

extension Double: ArgumentValue {
    /// Accepts a finite decimal number, with an optional exponent (`1e-3`); not `inf`, `nan` or hexadecimal, and not
    /// `1.250` or `1,250`, which languages read differently (1250 or 1.25).
    ///
    /// - Parameter argument: the word as typed.
    public init?(argument: String) {
        guard StrictNumberText.ambiguousReadings(argument) == nil,
            let normalized = StrictNumberText.floatingPoint(argument), let value = Double(normalized), value.isFinite
        else { return nil }
        self = value
    }

    /// `value.expected.number`.
    public static var expectationKey: String { "value.expected.number" }
}
