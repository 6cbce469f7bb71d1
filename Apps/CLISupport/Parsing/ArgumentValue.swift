import Foundation

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

    /// The catalog key (CLISupport) describing what is expected, e.g. `value.expected.number`.
    static var expectationKey: String { get }

    /// Values to list after the expectation (the choices of an enum), or empty.
    static var choices: [String] { get }

    /// The value's text in `--help` defaults.
    var argumentDescription: String { get }
}

extension ArgumentValue {
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
