import CLIKit
import Formatting
import Foundation

/// What a quantity option (hours, a count, months, a percentage) may hold, and how it is read.
///
/// A quantity's meaning never depends on the language (issue 31 item 1): it is read by Formatting's
/// `QuantityParser` (no grouping separators; `.` or `,` as the decimal point), `1.000` is refused naming both
/// readings (`1` or `1000`; only a percentage, whose range is narrow, keeps the one reading it can hold), values
/// beyond `possible` are refused, and values beyond `usual` need `--confirm-unusual` (a 1.000-hour mediation is
/// almost certainly a typing error).
///
/// The `usual` ranges are judgements, not law; where a law bounds the quantity it is named on the constant.
struct QuantityLimits: Sendable {
    /// Values the option can hold at all; also what decides which reading of `1.000` is meant.
    let possible: ClosedRange<Decimal>
    /// Values seen in practice; others need `--confirm-unusual`.
    let usual: ClosedRange<Decimal>
    /// How many fraction digits may be written (0: a whole number).
    let fractionDigits: Int
    /// Whether `d.ddd` may be read as the one of its two readings that lies within `possible` (`33.333` percent can
    /// only be 33,333); otherwise it is always refused, naming both (`--mediators 1.000`: 1 or 1000).
    var resolvesByRange = false

    /// Meeting hours: up to 100 usual (twelve and a half eight-hour days; the longest dava şartı process,
    /// commercial, is 6 + 2 weeks, TTK 5/A(2)), at most 10.000; hours are billed to the quarter, two decimals.
    static let hours = QuantityLimits(possible: 0...10_000, usual: 0...100, fractionDigits: 2)
    /// Mediators on one file: 1–5 usual (fewer than one is refused by the fee rules).
    static let mediators = QuantityLimits(possible: 0...100, usual: 0...5, fractionDigits: 0)
    /// Persons party to a file: up to 100 usual (fewer than two is refused by the fee rules).
    static let parties = QuantityLimits(possible: 0...100_000, usual: 0...100, fractionDigits: 0)
    /// Files of one series: up to 1.000 usual (TariffKit refuses a series below the tariff's threshold).
    static let series = QuantityLimits(possible: 0...1_000_000, usual: 0...1_000, fractionDigits: 0)
    /// Months of wage as job-security compensation.
    ///
    /// TariffKit holds them to 4–8 (4857 md. 21(1)).
    static let compensationMonths = QuantityLimits(possible: 0...1_000, usual: 0...1_000, fractionDigits: 0)
    /// Months of idle wages.
    ///
    /// TariffKit holds them to at most 4 (4857 md. 21(3)).
    static let idleMonths = QuantityLimits(possible: 0...1_000, usual: 0...1_000, fractionDigits: 0)
    /// One share of a `--split`, in percent.
    static let percent = QuantityLimits(possible: 0...100, usual: 0...100, fractionDigits: 4, resolvesByRange: true)

    /// Reads a quantity typed for `option`.
    /// - Throws: `CommandError` (exit 64) naming both readings of an ambiguous text, the range, or the flag.
    func read(_ text: String, option: String, _ context: CommandContext, confirmed: Bool) throws -> Decimal {
        let reading: QuantityReading
        do {
            reading = try QuantityParser.parse(text)
        } catch {
            throw UsageError.invalidValue(text, for: option, expectationKey: "value.expected.quantity", choices: [])
        }
        if case .ambiguous(let decimal, let grouped) = reading,
            !resolvesByRange || (possible.contains(decimal) && possible.contains(grouped))
        {
            throw CommandError(
                .usage, key: "error.ambiguousQuantity", text, option, Self.plain(decimal, context),
                Self.plain(grouped, context))
        }
        guard let value = reading.resolved(within: possible) else { throw outOfRange(text, option: option, context) }
        guard value.hasAtMost(fractionDigits: fractionDigits) else {
            let expectation = fractionDigits == 0 ? "value.expected.integer" : "value.expected.quantity"
            throw UsageError.invalidValue(text, for: option, expectationKey: expectation, choices: [])
        }
        try check(value, text: text, option: option, context, confirmed: confirmed)
        return value
    }

    /// Reads a count (`fractionDigits` 0) typed for `option`, as `read` does.
    /// - Throws: `CommandError` (exit 64) as `read` does.
    func count(_ text: String, option: String, _ context: CommandContext, confirmed: Bool) throws -> Int {
        let value = try read(text, option: option, context, confirmed: confirmed)
        return NSDecimalNumber(decimal: value).intValue
    }

    private func check(
        _ value: Decimal, text: String, option: String, _ context: CommandContext, confirmed: Bool
    ) throws {
        guard usual.contains(value) || confirmed else {
            throw CommandError(
                .usage, key: "error.unusualQuantity", text, option, Self.plain(usual.lowerBound, context),
                Self.plain(usual.upperBound, context))
        }
    }

    private func outOfRange(_ text: String, option: String, _ context: CommandContext) -> CommandError {
        CommandError(
            .usage, key: "error.quantityOutOfRange", text, option, Self.plain(possible.lowerBound, context),
            Self.plain(possible.upperBound, context))
    }

    /// A number with the language's decimal separator and no grouping (`2,333` in Turkish, `2.333` in English), so
    /// the readings named in a message cannot themselves be misread.
    static func plain(_ value: Decimal, _ context: CommandContext) -> String {
        let separator = LanguageConventions(tag: context.language.tag).decimalSeparator
        return value.description.replacingOccurrences(of: ".", with: String(separator))
    }
}

extension Decimal {
    /// Whether the value has at most `digits` significant fraction digits (`2.50` has 1, `3` none).
    fileprivate func hasAtMost(fractionDigits digits: Int) -> Bool {
        var scaled = self * pow(10, digits)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return rounded == scaled
    }
}
