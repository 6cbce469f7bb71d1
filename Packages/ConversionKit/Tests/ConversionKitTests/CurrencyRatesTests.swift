import ConversionKitTestSupport
import Expectations
import Foundation
import Testing

@testable import ConversionKit

/// The daily rate files (ECB, TCMB) read, converted through, and cached for the day (issue 32, item 13).
///
/// The excerpts have the published files' shapes (Tests/Fixtures/rates/PROVENANCE.md); the figures are illustrative.
@Suite struct CurrencyRatesTests {
    static let ecb = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" \
        xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        \t<gesmes:subject>Reference rates</gesmes:subject>
        \t<Cube>
        \t\t<Cube time='2026-11-27'>
        \t\t\t<Cube currency='USD' rate='1.1550'/>
        \t\t\t<Cube currency='JPY' rate='180.52'/>
        \t\t\t<Cube currency='TRY' rate='49.1480'/>
        \t\t</Cube>
        \t</Cube>
        </gesmes:Envelope>
        """
    static let tcmb = """
        <?xml version="1.0" encoding="UTF-8"?>
        <?xml-stylesheet type="text/xsl" href="isokur.xsl"?>
        <Tarih_Date Tarih="27.11.2026" Date="11/27/2026"  Bulten_No="2026/226" >
        \t<Currency CrossOrder="0" Kod="USD" CurrencyCode="USD">
        \t\t\t<Unit>1</Unit><Isim>ABD DOLARI</Isim><ForexBuying>42.4512</ForexBuying><ForexSelling>42.5277</ForexSelling>
        \t</Currency>
        \t<Currency CrossOrder="6" Kod="JPY" CurrencyCode="JPY">
        \t\t\t<Unit>100</Unit><Isim>JAPON YENİ</Isim><ForexBuying>27.1634</ForexBuying><CrossRateUSD>156.28</CrossRateUSD>
        \t</Currency>
        \t<Currency CrossOrder="9" Kod="XDR" CurrencyCode="XDR">
        \t\t\t<Unit>1</Unit><ForexBuying/><ForexSelling/>
        \t</Currency>
        </Tarih_Date>
        """

    /// Source, file, amount, from, to → date, result (Decimal arithmetic on the published figures).
    @Test(arguments: [
        (RateSource.ecb, ecb, "100", "EUR", "USD", "2026-11-27", "115.5"),
        (.ecb, ecb, "115.5", "USD", "EUR", "2026-11-27", "100"),
        (.ecb, ecb, "1", "USD", "TRY", "2026-11-27", "42.5523809523809523809"),
        (.tcmb, tcmb, "100", "USD", "TRY", "2026-11-27", "4245.12"),
        (.tcmb, tcmb, "1000", "JPY", "TRY", "2026-11-27", "271.634"),
        (.tcmb, tcmb, "271.634", "TRY", "JPY", "2026-11-27", "1000"),
    ])
    func readsAndConverts(
        source: RateSource, file: String, amount: String, from: String, to: String, date: String, expected: String
    ) throws {
        let rates = try RatesFileParser.parse(Array(file.utf8), source: source)
        expectEqual(rates.date, date)
        let value = try rates.convert(try #require(Decimal(string: amount)), from: from, to: to)
        #expect(value.description == expected || (expected.count > 20 && value.description.hasPrefix(expected)))
        #expect(rates.rates["XDR"] == nil)  // no ForexBuying figure: left out, not zero
    }

    /// Refusals: a code the source does not publish (naming those it does), and files that are not rate files.
    @Test func refusals() throws {
        let rates = try RatesFileParser.parse(Array(Self.tcmb.utf8), source: .tcmb)
        #expect(throws: CurrencyError.unknownCurrency(code: "GBP", source: .tcmb, known: ["JPY", "TRY", "USD"])) {
            try rates.convert(1, from: "GBP", to: "TRY")
        }
        for bytes in ["<html>503</html>", Self.ecb.replacingOccurrences(of: "2026-11-27", with: "27.11.2026"), ""] {
            #expect(throws: CurrencyError.self) { try RatesFileParser.parse(Array(bytes.utf8), source: .ecb) }
        }
    }

    /// Cached today → no fetch; cached yesterday → fetched and re-cached; fetch fails → yesterday's, stale;
    /// fails with nothing cached → unavailable.
    @Test(
        arguments: [
            ("2026-11-28", true, 0, nil, "2026-11-28"),
            ("2026-11-27", true, 1, nil, "2026-11-28"),
            ("2026-11-27", false, 1, "offline", "2026-11-27"),
            (nil, false, 1, "unavailable", nil),
        ] as [(String?, Bool, Int, String?, String?)])
    func cachedForTheDay(cachedOn: String?, fetchWorks: Bool, fetches: Int, outcome: String?, cachedAfter: String?)
        async throws
    {
        let cache = InMemoryRatesCache(
            cachedOn.map { [CachedRatesFile(source: .ecb, fetchedOn: $0, bytes: Array(Self.ecb.utf8))] } ?? [])
        let counter = InMemoryCurrencyRates()
        let live = LiveCurrencyRates(
            fetch: { url, source throws(CurrencyError) in
                _ = try? await counter.rates(from: source)
                guard fetchWorks else { throw .unavailable(source: source, detail: "offline") }
                return Array(Self.ecb.utf8)
            }, cache: cache, today: "2026-11-28")
        do {
            let lookup = try await live.rates(from: .ecb)
            expectEqual(lookup.staleBecause, outcome)
            expectEqual(lookup.rates.rates["USD"], ExchangeRate(units: Decimal(string: "1.1550") ?? 0, baseAmount: 1))
        } catch {
            expectEqual(error, .unavailable(source: .ecb, detail: "offline"))
            expectEqual(outcome, "unavailable")
        }
        expectEqual(counter.lookups, fetches)
        expectEqual(cache.load(.ecb)?.fetchedOn, cachedAfter)
    }
}
