import Expectations
import Foundation
import TariffKit
import Testing

/// Loading tariff files: the bundled ones, selection by year and end date, and errors naming the field.
@Suite struct TariffParserTests {
    @Test func bundledYears() {
        expectEqual(bundledLibrary.tariffs.map(\.year), [2024, 2025, 2026])
        #expect(
            bundledTariff(2026).gazette
                == GazetteReference(
                    date: day("2025-12-26"), number: "33119",
                    url: "https://www.resmigazete.gov.tr/eskiler/2025/12/20251226-3.htm"))
        expectEqual(bundledTariff(2025).bands.count, 8)
        expectEqual(bundledTariff(2026).bands.last?.lowerBound, tl("53040000"))
    }

    @Test(arguments: [("2025-12-31", 2025), ("2026-01-01", 2026), ("2024-06-30", 2024), ("2026-12-31", 2026)])
    func selectionByEndDate(date: String, year: Int) throws {
        #expect(try bundledLibrary.tariff(forEndDate: day(date)).year == year)
    }

    @Test func noTariff() {
        #expect(throws: TariffError.noTariffForDate(day("2027-01-01"))) {
            try bundledLibrary.tariff(forEndDate: day("2027-01-01"))
        }
        #expect(throws: TariffError.noTariffForYear(2023)) { try bundledLibrary.tariff(forYear: 2023) }
    }

    /// A user file for 2027 (here: the 2026 figures relabelled) is selected by its dates.
    @Test func userTariffFile() throws {
        let text = try #require(String(bytes: Self.file2026, encoding: .utf8))
            .replacingOccurrences(of: "\"year\": 2026", with: "\"year\": 2027")
            .replacingOccurrences(of: "\"effectiveFrom\": \"2026-01-01\"", with: "\"effectiveFrom\": \"2027-01-01\"")
            .replacingOccurrences(of: "\"effectiveUntil\": \"2026-12-31\"", with: "\"effectiveUntil\": \"2027-12-31\"")
        let library = try TariffLibrary.bundled(adding: [Array(text.utf8)])
        #expect(try library.tariff(forEndDate: day("2027-03-01")).year == 2027)
        expectEqual(library.current(on: day("2027-03-01"))?.year, 2027)
    }

    /// A tariff in force from December carries the next year's number (the only year that differs from its
    /// effectiveFrom's).
    @Test func aTariffInForceFromDecemberNamesTheNextYear() throws {
        let text = try #require(String(bytes: Self.file2026, encoding: .utf8))
            .replacingOccurrences(of: "\"year\": 2026", with: "\"year\": 2027")
            .replacingOccurrences(of: "\"effectiveFrom\": \"2026-01-01\"", with: "\"effectiveFrom\": \"2026-12-15\"")
            .replacingOccurrences(of: "\"effectiveUntil\": \"2026-12-31\"", with: "\"effectiveUntil\": \"2027-12-31\"")
        #expect(try TariffParser.parse(Array(text.utf8)).year == 2027)
    }

    /// The bundled tariffs are parsed once per process: what every call returns is the parse of the file, and a
    /// user file that replaces a year does not change what the next call returns.
    @Test func bundledTariffsParsedOnceStayTheFiles() throws {
        let parsed = try TariffParser.parse(Self.file2026)
        #expect(try TariffLibrary.bundled().tariff(forYear: 2026) == parsed)
        let text = try #require(String(bytes: Self.file2026, encoding: .utf8))
            .replacingOccurrences(of: "\"number\": \"33119\"", with: "\"number\": \"99999\"")
        expectNotEqual(text, String(decoding: Self.file2026, as: UTF8.self))
        let replaced = try TariffLibrary.bundled(adding: [Array(text.utf8)])
        #expect(try replaced.tariff(forYear: 2026).gazette.number == "99999")
        #expect(try TariffLibrary.bundled().tariff(forYear: 2026) == parsed)
        #expect(try TariffLibrary.bundled().tariffs == bundledLibrary.tariffs)
    }

    static let file2026: [UInt8] = {
        // The bundled 2026 file, read back through the public parser's input type.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/TariffKit/Resources/tariff_2026.json")
        return (try? [UInt8](Data(contentsOf: url.standardizedFileURL))) ?? []
    }()

    /// Each malformed edit of the 2026 file and the field and problem the error names.
    static let malformed: [(String, String, String, DataProblem)] = [
        ("\"year\": 2026,", "", "year", .missing),
        ("\"year\": 2026", "\"year\": \"2026\"", "year", .wrongType),
        ("\"singlePercent\": \"4\"", "\"singlePercent\": \"4abc\"", "bands[2].singlePercent", .notADecimal),
        ("\"singlePercent\": \"4\"", "\"singlePercent\": \"400\"", "bands[2].singlePercent", .percentTooLarge),
        ("\"width\": \"960000.00\"", "\"width\": \"-960000.00\"", "bands[1].width", .notADecimal),
        ("\"width\": \"960000.00\"", "\"width\": \"0\"", "bands[1].width", .notPositive),
        (
            "{\"singlePercent\": \"0.5\"", "{\"width\": \"1\", \"singlePercent\": \"0.5\"", "bands[7].width",
            .openBandNotLast
        ),
        ("[\"family\"]", "[\"familly\"]", "hourlyRates[0].types[0]", .unknownDisputeType),
        ("[\"partition\"], \"perParty", "[\"labor\"], \"perParty", "hourlyRates[5].types[0]", .duplicate),
        ("\"effectiveFrom\": \"2026-01-01\"", "\"effectiveFrom\": \"01.01.2026\"", "effectiveFrom", .notADate),
        ("\"status\": \"complete\"", "\"status\": \"draft\"", "status", .unknownStatus),
        ("\"schemaVersion\": 1", "\"schemaVersion\": 3", "schemaVersion", .unsupportedVersion),
        ("\"minimumFiles\": 10,", "", "series.minimumFiles", .missingInCompleteTariff),
        ("\"effectiveUntil\": \"2026-12-31\"", "\"effectiveUntil\": \"2025-12-31\"", "effectiveUntil", .endBeforeStart),
        ("\"year\": 2026", "\"year\": 0", "year", .notPositive),
        ("\"year\": 2026", "\"year\": -2026", "year", .notPositive),
        // Issue 28: a year far off, before mediation existed, or not the year the tariff takes effect.
        ("\"year\": 2026", "\"year\": 99999", "year", .yearOutOfRange),
        ("\"year\": 2026", "\"year\": 2012", "year", .yearOutOfRange),
        ("\"year\": 2026", "\"year\": 2027", "year", .yearOutOfRange),
        ("\"year\": 2026", "\"year\": 2025", "year", .yearOutOfRange),
        // RFC 8259 §4: duplicate names make the file ambiguous (JSONDecoder would keep one silently).
        ("\"status\": \"complete\",", "\"status\": \"complete\", \"status\": \"partial\",", "status", .duplicate),
        ("\"year\": 2026,", "\"year\": 2026, \"y\\u0065ar\": 2027,", "year", .duplicate),
        (
            "{\"width\": \"960000.00\", \"singlePercent\": \"5\"",
            "{\"width\": \"960000.00\", \"singlePercent\": \"5\", \"width\": \"1.00\"", "bands[1].width", .duplicate
        ),
    ]

    @Test(arguments: 0..<malformed.count)
    func malformedFile(index: Int) throws {
        let (find, replace, field, problem) = Self.malformed[index]
        let original = try #require(String(bytes: Self.file2026, encoding: .utf8))
        #expect(original.contains(find))
        let edited = original.replacingOccurrences(of: find, with: replace)
        #expect(throws: TariffError.invalidTariffFile(field: field, problem: problem)) {
            try TariffParser.parse(Array(edited.utf8))
        }
    }

    @Test func notJSON() {
        #expect(throws: TariffError.invalidTariffFile(field: "", problem: .notJSON)) {
            try TariffParser.parse(Array("year: 2026".utf8))
        }
    }

    @Test func errorKeysAndArguments() {
        let error = TariffError.invalidTariffFile(field: "bands[2].singlePercent", problem: .notADecimal)
        expectEqual(error.messageKey, "error.tariffFile.notADecimal")
        expectEqual(error.messageArguments, ["bands[2].singlePercent"])
        expectEqual(TariffError.noTariffForYear(2023).messageKey, "error.noTariffForYear")
        expectEqual(TariffError.seriesBelowThreshold(files: 9, threshold: 10).messageArguments, ["9", "10"])
    }
}
