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
    /// Accepts `[+-]digits[.digits]` or `[+-]digits[,digits]`, exactly (no grouping, no exponent, no prefix parse).
    ///
    /// - Parameter argument: the word as typed.
    public init?(argument: String) {
        guard let normalized = StrictNumberText.decimal(argument),
            let value = Decimal(string: normalized, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        self = value
    }

    /// Reads a number as people write it in the language, strictly (Formatting's `DecimalParser`): grouping
    /// and decimal separators of the language or plain `1234.5`; `1.234.567,89` in tr, `1,234,567.89` in en.
    ///
    /// - Parameters:
    ///   - argument: the word as typed.
    ///   - language: the language chosen for the run.
    /// - Returns: the value, or `nil` when the word is not a whole number.
    public static func parse(_ argument: String, language: Language) -> Decimal? {
        try? DecimalParser.parse(argument, conventions: LanguageConventions(tag: language.tag))
    }

    /// `value.expected.number`.
    public static var expectationKey: String { "value.expected.number" }
}

extension Double: ArgumentValue {
    /// Accepts a finite decimal number, with an optional exponent (`1e-3`); not `inf`, `nan` or hexadecimal.
    ///
    /// - Parameter argument: the word as typed.
    public init?(argument: String) {
        guard let normalized = StrictNumberText.floatingPoint(argument), let value = Double(normalized),
            value.isFinite
        else { return nil }
        self = value
    }

    /// `value.expected.number`.
    public static var expectationKey: String { "value.expected.number" }
}
