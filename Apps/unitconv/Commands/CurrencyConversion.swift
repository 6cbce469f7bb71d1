import CLIKit
import ConversionKit
import Foundation

/// `unitconv 100 USD EUR`: an amount converted through a central bank's daily reference rates (issue 32, item 13).
///
/// The rates are the source's decimals of one day (``RateSource``), so the result is an estimate: it is printed
/// with `≈` and the rate's date and source beside it, and its JSON says `"exact": false`.
struct CurrencyConversion {
    /// The ISO 4217 codes either source publishes, with their bases.
    ///
    /// From ECB's eurofxref-daily.xml and TCMB's today.xml: a quantity whose two units are among them is a currency conversion. None of them is a unit symbol.
    static let knownCodes: Set<String> = [
        "AED", "AUD", "AZN", "BGN", "BRL", "CAD", "CHF", "CNY", "CZK", "DKK", "EUR", "GBP", "HKD", "HUF", "IDR", "ILS",
        "INR", "IRR", "ISK", "JPY", "KRW", "KWD", "MXN", "MYR", "NOK", "NZD", "PHP", "PKR", "PLN", "QAR", "RON", "RUB",
        "SAR", "SEK", "SGD", "THB", "TRY", "USD", "XDR", "ZAR",
    ]

    /// The amount as typed.
    let amountText: String
    /// The source currency (ISO 4217).
    let from: String
    /// The target currency (ISO 4217).
    let to: String

    /// The currency request in `words` (`100 USD EUR`, `100 USD to EUR`), nil when it is not one.
    init?(_ words: [String]) {
        var parts = words.joined(separator: " ").split(whereSeparator: \.isWhitespace).map(String.init)
        if parts.count == 4, ["to", "in"].contains(parts[2].lowercased()) { parts.remove(at: 2) }
        guard parts.count == 3, Self.knownCodes.contains(parts[1]), Self.knownCodes.contains(parts[2]) else {
            return nil
        }
        (amountText, from, to) = (parts[0], parts[1], parts[2])
    }

    /// The source of the rates: `--rates`, else TCMB in Türkiye (region TR) and the ECB elsewhere.
    static func source(_ context: CommandContext) throws -> RateSource {
        if let name = context.arguments[UnitconvOptions.rates] {
            guard let source = RateSource(rawValue: name.lowercased()) else {
                throw CommandError(.usage, key: "error.ratesSource", name)
            }
            return source
        }
        return PreferredTarget.region(context.environment.variables) == "TR" ? .tcmb : .ecb
    }

    /// Converts and prints; a stale (cached) rate is said on standard error.
    func run(_ context: CommandContext) async throws -> ExitCode {
        let reading = try NumberReading.of(context)
        let amount = try NumberReader.read(amountText, grouping: reading.grouping)
        guard let decimal = amount.exactDecimal else {
            throw CommandError(.dataError, wrapping: ConversionError.invalidNumber(amountText))
        }
        let source = try Self.source(context)
        let lookup: RatesLookup
        let value: Decimal
        do {
            lookup = try await CurrencyServices.rates(context).rates(from: source)
            value = try lookup.rates.convert(decimal, from: from, to: to)
        } catch {
            if case .unknownCurrency = error { throw CommandError(.dataError, wrapping: error) }
            throw CommandError(.unavailable, wrapping: error)
        }
        if let reason = lookup.staleBecause {
            context.diagnostics.warning(context.text("warning.currencyStale", lookup.rates.date, reason))
        }
        try write(value, amount: decimal, lookup: lookup, context: context)
        return .success
    }

    /// The result line or JSON document.
    private func write(_ value: Decimal, amount: Decimal, lookup: RatesLookup, context: CommandContext) throws {
        let formatter = try Self.formatter(context)
        let exact = Rational(exactly: value) ?? .zero
        let rates = lookup.rates
        if context.isJSONOutput {
            let document = try CurrencyConversionDocument(
                input: [amountText, from, to].joined(separator: " "), from: from, to: to, amount: amount, value: value,
                lookup: lookup, formatter: formatter)
            try context.writeJSON(LibraryDocument(document))
            return
        }
        let quantities = QuantityFormatter(
            numbers: formatter, localizer: context.localizer, numberSymbols: try NumberReading.of(context).symbols)
        context.writeLine(
            context.text("currency.result", quantities.number(exact), to, rates.date, rates.source.displayName))
    }

    /// `--precision`/`--digits` when given, else 2 decimal places widened to keep 2 significant digits.
    static func formatter(_ context: CommandContext) throws -> ResultFormatter {
        let given =
            context.arguments.isGiven(UnitconvOptions.precision) || context.arguments[UnitconvOptions.digits] != nil
        if given { return try ConvertCommand.resultFormatter(context) }
        return try ResultFormatter(precision: 2, significantDigits: nil, minimumSignificantDigits: 2)
    }
}
