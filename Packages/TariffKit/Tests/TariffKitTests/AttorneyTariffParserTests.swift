import Expectations
import Foundation
import TariffKit
import Testing

/// AAÜT files (issue 31, the calendar): a new AAÜT is installed as data, read with errors that name the field.
@Suite struct AttorneyTariffParserTests {
    /// The example of `Docs/doc-tests/aaut_2027.json` (made-up "2027" figures).
    static let example: String = {
        let path = #filePath.replacingOccurrences(
            of: "Packages/TariffKit/Tests/TariffKitTests/AttorneyTariffParserTests.swift",
            with: "Docs/doc-tests/aaut_2027.json")
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }()

    @Test func readsTheExample() throws {
        let tariff = try AttorneyTariffParser.parse(Array(Self.example.utf8))
        #expect(tariff.year == 2027 && tariff.effectiveFrom == day("2026-11-05"))
        #expect(tariff.partyCounselFee == 10_000 && tariff.smallClaimCeiling == 62_500)
        expectEqual(tariff.courtFees[.fikri], 68_750)
        #expect(tariff.thirdPart.count == 10 && tariff.thirdPart.last?.width == nil)
        // Chosen by the completion day among the bundled ones (md. 21).
        let all = AttorneyTariffs.merged(with: [tariff])
        #expect(try AttorneyTariffs.tariff(completedOn: day("2026-11-04"), in: all).year == 2026)
        #expect(try AttorneyTariffs.tariff(completedOn: day("2026-11-05"), in: all).year == 2027)
    }

    @Test(arguments: [
        ("\"percent\": \"16\"", "\"percent\": \"160\"", "thirdPart[0].percent", DataProblem.percentTooLarge),
        ("\"asliye\"", "\"idare\"", "courtFees.idare", .unknownValue),
        ("\"width\": null", "\"width\": \"1\"", "thirdPart[9].width", .openBandNotLast),
        ("\"partyCounselFee\": \"10000.00\"", "\"partyCounselFee\": \"0\"", "partyCounselFee", .notPositive),
        ("\"kind\": \"attorneyTariff\"", "\"kind\": \"tariff\"", "kind", .unknownValue),
        ("\"year\": 2027", "\"year\": 99999", "year", .yearOutOfRange),
        ("\"year\": 2027", "\"year\": 2028", "year", .yearOutOfRange),
    ])
    func refusesNamingTheField(old: String, new: String, field: String, problem: DataProblem) {
        let text = Self.example.replacingOccurrences(of: old, with: new)
        expectNotEqual(text, Self.example)
        #expect(throws: TariffError.invalidTariffFile(field: field, problem: problem)) {
            try AttorneyTariffParser.parse(Array(text.utf8))
        }
    }
}
