import Expectations
import Foundation
import Testing

@testable import TariffKit

/// AAÜT madde 16/2 and 9/1 against examples worked by hand from AAÜT 2025 and 2026 (exact to the kuruş).
@Suite struct AttorneyFeeTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let id: Int
        let year: Int
        let request: AttorneyRequest
        let readings: AttorneyReadings
        let total: String
        var testDescription: String { "AAÜT example #\(id)" }
    }

    static let examples: [Example] = [
        Example(id: 1, year: 2026, request: .agreement(amount: 100_000), readings: .init(), total: "20000"),
        Example(id: 2, year: 2026, request: .agreement(amount: 2_000_000), readings: .init(), total: "372500"),
        Example(id: 3, year: 2025, request: .agreement(amount: 1_000_000), readings: .init(), total: "190000"),
        Example(id: 4, year: 2026, request: .agreement(amount: 30_000), readings: .init(), total: "10000"),
        Example(id: 5, year: 2026, request: .agreement(amount: 5_000), readings: .init(), total: "5000"),
        Example(id: 6, year: 2025, request: .agreement(amount: 43_750), readings: .init(), total: "8750"),
        Example(id: 7, year: 2026, request: .agreement(amount: 5_000_000), readings: .init(), total: "830000"),
        Example(id: 8, year: 2026, request: .noAgreement(claim: 6_000), readings: .init(), total: "6000"),
        // No agreement in a non-monetary dispute: the row 6 fee, no cap (AAÜT md. 16/2-c and its Tarife row 6: 8.000 in 2026, 7.000 in 2025).
        Example(id: 81, year: 2026, request: .noAgreement(claim: nil), readings: .init(), total: "8000"),
        Example(id: 82, year: 2025, request: .noAgreement(claim: nil), readings: .init(), total: "7000"),
        Example(id: 9, year: 2025, request: .nonMonetary(court: .sulh), readings: .init(), total: "22500"),
        Example(id: 10, year: 2026, request: .tenancy(claims: [350_000]), readings: .init(), total: "56000"),
        Example(
            id: 11, year: 2026, request: .tenancy(claims: [1_000_000, 200_000]), readings: .init(), total: "188000"),
        Example(
            id: 11, year: 2026, request: .tenancy(claims: [1_000_000, 200_000]),
            readings: .init(tenancyClaims: .sumFirst), total: "186000"),
    ]

    @Test(arguments: examples)
    func workedExample(_ example: Example) throws {
        let tariff = try AttorneyTariffs.tariff(year: example.year)
        let result = try AttorneyFeeCalculator(tariff: tariff, readings: example.readings).fee(for: example.request)
        expectEqual(result.total, Decimal(string: example.total))
    }

    /// At x = T both branches of madde 16/2-a agree: 1,25 × M = 1,25 × TP(T) (2025: 8.750; 2026: 10.000).
    @Test(arguments: [2025, 2026])
    func ceilingIsContinuous(year: Int) throws {
        let tariff = try AttorneyTariffs.tariff(year: year)
        let atCeiling = tariff.thirdPartBands(tariff.smallClaimCeiling).reduce(Decimal(0)) { $0 + $1.fee }
        expectEqual(atCeiling, tariff.partyCounselFee)
    }

    /// madde 21: the tariff in force when the work was completed, not the calendar year (2025-11-04 starts "2026").
    @Test func completionDateSelectsTheTariff() throws {
        #expect(try AttorneyTariffs.tariff(completedOn: #require(CivilDate(iso: "2025-11-03"))).year == 2025)
        #expect(try AttorneyTariffs.tariff(completedOn: #require(CivilDate(iso: "2025-11-04"))).year == 2026)
        #expect(try AttorneyTariffs.tariff(completedOn: #require(CivilDate(iso: "2024-10-03"))).year == 2025)
        #expect(throws: TariffError.self) {
            try AttorneyTariffs.tariff(completedOn: #require(CivilDate(iso: "2024-10-02")))
        }
    }

    /// Each line's amount is its arithmetic (band fee = slice × percent, × 1,25).
    @Test func linesAreTrue() throws {
        let result = try AttorneyFeeCalculator(tariff: AttorneyTariffs.tariff2026).fee(
            for: .agreement(amount: 2_000_000))
        for line in result.breakdown where line.kind == .band {
            guard case .money(let slice) = line.values[1], case .percent(let percent) = line.values[2] else {
                Issue.record("band values")
                continue
            }
            expectEqual(line.amount, slice * percent / 100)
        }
        expectEqual(result.articles, ["AAÜT md. 16/2-a", "AAÜT Üçüncü Kısım"])
    }
}
