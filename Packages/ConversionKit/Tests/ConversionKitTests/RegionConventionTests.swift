import Formatting
import Localization
import Testing

@testable import ConversionKit

/// Issue 32, high 3: numbers are read by the region's CLDR convention; an ambiguous shape under a convention that
/// does not decide is refused naming both readings; the tool's own output reads back to the value it shows.
@Suite struct RegionConventionTests {
    static func convention(_ locale: String) throws -> GroupingConvention {
        GroupingConvention(symbols: try #require(RegionNumberSymbols(localeIdentifier: locale)))
    }

    @Test(arguments: [
        ("es_MX.UTF-8", "1.500 m cm", "150"),
        ("es_US", "1.500 m cm", "150"),
        ("es_419", "1.500 m cm", "150"),
        ("es_ES", "1.500 m cm", "150000"),
        ("de_CH.UTF-8", "1'500 m km", "1.5"),
        ("de_CH.UTF-8", "1’500.25 m km", "1.50025"),
        ("fr_CH", "1'500,5 m km", "1.5005"),
        ("it_IT", "1.500 m km", "1.5"),
        ("pt_BR", "1.500 m km", "1.5"),
        ("nl_NL", "1.500 m km", "1.5"),
        ("ru_RU", "1,500 m mm", "1500"),
        ("de_DE", "1.500 m km", "1.5"),
        ("en_US", "1,500 m km", "1.5"),
        ("fr_FR", "1\u{202F}852 m km", "1.852"),
        ("en_US", "1\u{A0}852,5 m km", "1.8525"),
        ("en_US", "5'3\" cm", "160.02"),
        ("de_CH", "5'3\" cm", "160.02"),
    ])
    func regionsReadTheirOwnWay(locale: String, input: String, expected: String) throws {
        let parser = RequestParser(catalog: .standard, grouping: try Self.convention(locale))
        #expect(try UnitConversionEngine().convert(parser.parse(input)).value.exactString == expected)
    }

    @Test(arguments: [
        ("de_CH", "1,500 m cm", ConversionError.ambiguousNumber("1,500", grouped: "1500", decimal: "1.5")),
        ("fr_FR", "1.500 m cm", .ambiguousNumber("1.500", grouped: "1500", decimal: "1.5")),
        ("en_US", "1'500 m km", .ambiguousApostrophe("1'500", grouped: "1500")),
        ("es_ES", "1’500 m km", .ambiguousApostrophe("1’500", grouped: "1500")),
    ])
    func separatorsAConventionDoesNotUseAreRefused(locale: String, input: String, expected: ConversionError) throws {
        let parser = RequestParser(catalog: .standard, grouping: try Self.convention(locale))
        #expect(throws: expected) { try parser.parse(input) }
        #expect(throws: ConversionError.self) {
            try RequestParser(catalog: .standard, grouping: .refuseAmbiguous).parse(input)
        }
    }

    /// Regions whose conventions the fuzz and the round trip cover: the seven languages' own and their neighbours.
    static let locales = [
        "tr_TR", "en_US", "es_ES", "fr_FR", "de_DE", "zh_CN", "ja_JP", "es_MX", "es_419", "de_CH", "fr_CH", "it_CH",
        "de_AT", "it_IT", "pt_BR", "pt_PT", "nl_NL", "ru_RU", "pl_PL", "sv_SE", "en_IN", "en_ZA", "fr_CA",
    ]

    /// The symbols of each of ``locales``, looked up once.
    static let symbols: [String: RegionNumberSymbols] = Dictionary(
        uniqueKeysWithValues: locales.compactMap { locale in
            RegionNumberSymbols(localeIdentifier: locale).map { (locale, $0) }
        })

    /// A value written by a convention: the digits grouped by threes (or not), the decimal separator, the sign.
    static func written(_ digits: String, fraction: String, negative: Bool, symbols: RegionNumberSymbols, grouped: Bool)
        -> String
    {
        var integer = ""
        for (index, digit) in digits.enumerated() {
            if grouped, index > 0, (digits.count - index) % 3 == 0 { integer.append(symbols.groupingSeparator) }
            integer.append(digit)
        }
        let decimal = fraction.isEmpty ? "" : String(symbols.decimalSeparator) + fraction
        return (negative ? "-" : "") + integer + decimal
    }

    /// The seeded fuzz the issue asks for: number shapes written by one region, read under every region (and under
    /// no convention) are refused, or read as the writer meant, or as the reader's own convention reads them —
    /// never as anything else (issue 32's 18 silent misreads were all "anything else").
    @Test(arguments: [UInt64(32), 64])
    func refusedOrRightNeverWrong(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let engine = UnitConversionEngine()
        for _ in 0..<150 {
            let digits =
                String(Int.random(in: 1...9, using: &generator))
                + generator.digits(Int.random(in: 0...7, using: &generator))
            let fraction = generator.digits([0, 1, 2, 3, 3, 3, 4].randomElement(using: &generator) ?? 0)
            let negative = Int.random(in: 0..<4, using: &generator) == 0
            let writer = try #require(
                Self.symbols[Self.locales.randomElement(using: &generator) ?? "en_US"])
            let text = Self.written(
                digits, fraction: fraction, negative: negative, symbols: writer, grouped: Bool.random(using: &generator)
            )
            let meant = try #require(
                Rational(exactLiteral: (negative ? "-" : "") + digits + (fraction.isEmpty ? "" : "." + fraction)))
            for reader in Self.locales + ["refuse"] {
                let symbols = Self.symbols[reader]
                let grouping = symbols.map { GroupingConvention(symbols: $0) } ?? .refuseAmbiguous
                let parser = RequestParser(catalog: .standard, grouping: grouping)
                guard let value = try? engine.convert(parser.parse("\(text) m m")).value else {
                    #expect(
                        symbols.map {
                            $0.decimalSeparator != writer.decimalSeparator
                                || $0.groupingSeparator != writer.groupingSeparator
                        } ?? true, "\(text) refused under its own \(reader)")
                    continue
                }
                let own = symbols.flatMap { Self.oracle(text, symbols: $0) }
                #expect(
                    value == meant || value == own,
                    "seed \(seed): \(text) by \(writer.identifier) read \(value) under \(reader)")
            }
        }
    }

    /// The reader's own reading, computed independently: grouping separators only between groups of three, at
    /// most one decimal separator, nothing else; nil when the text is not in the reader's convention.
    static func oracle(_ text: String, symbols: RegionNumberSymbols) -> Rational? {
        let negative = text.hasPrefix("-")
        let body = negative ? String(text.dropFirst()) : text
        let halves = body.split(separator: symbols.decimalSeparator, omittingEmptySubsequences: false)
        guard halves.count <= 2, halves[0].first != symbols.groupingSeparator else { return nil }
        let groups = halves[0].split(separator: symbols.groupingSeparator, omittingEmptySubsequences: false)
        guard groups.dropFirst().allSatisfy({ $0.count == 3 }), groups.count == 1 || groups[0].count <= 3 else {
            return nil
        }
        let integer = groups.joined()
        let fraction = halves.count == 2 ? String(halves[1]) : ""
        guard (integer + fraction).allSatisfy(\.isASCIIDigit) else { return nil }
        return Rational(exactLiteral: (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction))
    }

    /// The round trip: what the tool prints in each of the seven languages, under each region, reads back under
    /// that region to the value shown (French's U+202F groups, de-CH's apostrophes, es-MX's point in Spanish).
    @Test(arguments: Language.allCases)
    func ownOutputReadsBack(language: Language) throws {
        var generator = SeededGenerator(seed: 3232)
        let numbers = try ResultFormatter()
        let localizer = Localizer(language: language, sets: [ConversionStrings.catalogs])
        let engine = UnitConversionEngine()
        for _ in 0..<20 {
            let scale = Int.random(in: -3...7, using: &generator)
            let raw = try #require(Rational(exactLiteral: generator.digits(9) + "e\(scale - 8)"))
            let value = Bool.random(using: &generator) ? raw : -raw
            for locale in Self.locales + ["own"] {
                let symbols = Self.symbols[locale]
                let grouping =
                    symbols.map { GroupingConvention(symbols: $0) } ?? GroupingConvention(languageTag: language.tag)
                let formatter = QuantityFormatter(numbers: numbers, localizer: localizer, numberSymbols: symbols)
                let shown = formatter.number(value)
                let parser = RequestParser(catalog: .standard, grouping: grouping)
                let read = try? engine.convert(parser.parse("\(shown) m m")).value
                let expected = numbers.usesScientificNotation(value) ? nil : numbers.rounded(value).rational
                if let expected { #expect(read == expected, "\(language.tag) \(locale): \(shown)") }
            }
        }
    }
}
