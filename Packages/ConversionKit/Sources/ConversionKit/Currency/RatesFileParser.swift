import Foundation

/// Reads the daily files of ``RateSource``: the ECB's `eurofxref-daily.xml` and TCMB's `today.xml`.
///
/// A small scanner of tags and their text, enough for these two flat, machine-written files (no DTD, no entities
/// in the values read): FoundationXML would link libxml2 into every tool for two dozen numbers.
/// - ECB: `<Cube time='2026-11-27'>` gives the date, each `<Cube currency='USD' rate='1.0556'/>` a rate against
///   1 EUR.
/// - TCMB: `<Tarih_Date Tarih="27.11.2026" Date="11/27/2026" …>` gives the date, each
///   `<Currency CurrencyCode="JPY">` with `<Unit>100</Unit>` and `<ForexBuying>22.4567</ForexBuying>` a rate
///   (100 JPY = 22.4567 TRY); a currency without a ForexBuying figure is left out.
public enum RatesFileParser {
    /// The rates in `bytes`, a file of `source`.
    ///
    /// - Throws: ``CurrencyError/malformedRates(source:detail:)`` when the file names no date or no rate.
    public static func parse(_ bytes: [UInt8], source: RateSource) throws(CurrencyError) -> ExchangeRates {
        let tags = XMLTagScanner.tags(in: bytes)
        let (date, rates) =
            switch source {
            case .ecb: ecb(tags)
            case .tcmb: tcmb(tags)
            }
        guard let date else { throw .malformedRates(source: source, detail: "no date of the rates") }
        guard !rates.isEmpty else { throw .malformedRates(source: source, detail: "no rate") }
        return ExchangeRates(source: source, date: date, rates: rates)
    }

    /// The ECB file's date and rates.
    static func ecb(_ tags: [XMLTag]) -> (String?, [String: ExchangeRate]) {
        var date: String?
        var rates: [String: ExchangeRate] = [:]
        for tag in tags where tag.name == "Cube" && !tag.isClosing {
            if let time = tag.attributes["time"], isISODate(time) { date = time }
            if let code = tag.attributes["currency"], isCurrencyCode(code),
                let rate = tag.attributes["rate"].flatMap(positiveDecimal)
            {
                rates[code] = ExchangeRate(units: rate, baseAmount: 1)
            }
        }
        return (date, rates)
    }

    /// The TCMB file's date and rates.
    static func tcmb(_ tags: [XMLTag]) -> (String?, [String: ExchangeRate]) {
        var date: String?
        var rates: [String: ExchangeRate] = [:]
        var code: String?
        var units: Decimal?
        var buying: Decimal?
        for tag in tags {
            switch (tag.name, tag.isClosing) {
            case ("Tarih_Date", false): date = tcmbDate(tag.attributes)
            case ("Currency", false):
                (code, units, buying) = (tag.attributes["CurrencyCode"] ?? tag.attributes["Kod"], nil, nil)
            case ("Unit", false): units = positiveDecimal(tag.text)
            case ("ForexBuying", false): buying = positiveDecimal(tag.text)
            case ("Currency", true):
                if let code, isCurrencyCode(code), let units, let buying {
                    rates[code] = ExchangeRate(units: units, baseAmount: buying)
                }
                code = nil
            default: continue
            }
        }
        return (date, rates)
    }

    /// `Date="MM/DD/YYYY"`, else `Tarih="DD.MM.YYYY"`, as ISO 8601.
    static func tcmbDate(_ attributes: [String: String]) -> String? {
        if let parts = attributes["Date"]?.split(separator: "/"), parts.count == 3 {
            let iso = "\(parts[2])-\(parts[0])-\(parts[1])"
            if isISODate(iso) { return iso }
        }
        if let parts = attributes["Tarih"]?.split(separator: "."), parts.count == 3 {
            let iso = "\(parts[2])-\(parts[1])-\(parts[0])"
            if isISODate(iso) { return iso }
        }
        return nil
    }

    /// `YYYY-MM-DD` with a month 01–12 and a day 01–31.
    static func isISODate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }),
            let month = Int(parts[1]), let day = Int(parts[2])
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// Three ASCII capital letters (ISO 4217's alphabetic code).
    public static func isCurrencyCode(_ text: String) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy { (0x41...0x5A).contains($0) }
    }

    /// A plain positive decimal (`1.0556`, `100`), nil for anything else (signs, exponents, commas, zero).
    static func positiveDecimal(_ text: String) -> Decimal? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) }),
            text.count <= 30
        else { return nil }
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), value > 0 else {
            return nil
        }
        return value
    }
}

extension Character {
    /// `0`–`9` only (not other scripts' digits).
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
