import Testing

@testable import Formatting

@Suite struct CoordinateParserTests {
    @Test(arguments: [
        ("36°51.234′N", 36.8539), ("36 51.234N", 36.8539), ("36°51.234'N", 36.8539), ("N 36°51.234′", 36.8539),
        ("36.8539", 36.8539), ("-36.8539", -36.8539), ("36,8539", 36.8539), ("36.8539°S", -36.8539),
        ("36°51′14″N", 36.853888888888889), ("36d51m14s N", 36.853888888888889), ("36 51 14 N", 36.853888888888889),
        ("36°51'14\"N", 36.853888888888889), ("36°51'14''N", 36.853888888888889), ("36º51'14\"n", 36.853888888888889),
        ("36°51,234′K", 36.8539), ("36°51.234′G", -36.8539), ("90", 90), ("36 30 S", -36.5),
        // Typographic apostrophe and quotation mark (U+2019, U+201D), as word processors write them.
        ("37°01.5\u{2019}N", 37.025), ("36°51\u{2019}14\u{201D}N", 36.853888888888889),
        ("36°51\u{2019}14\u{2019}\u{2019}N", 36.853888888888889),
    ])
    func parsesLatitudes(text: String, expected: Double) throws {
        #expect(try CoordinateParser.parseLatitude(text, conventions: .turkish) == expected)
    }

    @Test(arguments: [
        ("028°15.200′E", LanguageConventions.english, 28.253333333333334), ("028 15.2W", .english, -28.253333333333334),
        ("28°15.2′O", .german, 28.253333333333334), ("28°15.2′O", .french, -28.253333333333334),
        ("28°15.2′D", .turkish, 28.253333333333334), ("-180", .english, -180),
    ])
    func parsesLongitudes(text: String, conventions: LanguageConventions, expected: Double) throws {
        #expect(try CoordinateParser.parseLongitude(text, conventions: conventions) == expected)
    }

    /// Turkish hemisphere letters (Kuzey, Güney, Doğu, Batı) are read whatever the interface language.
    ///
    /// No other language of the seven gives K, G, D or B a meaning, so a Turkish position pasted into an English or
    /// German session still parses (Docs/denizrota.md). German O (east) and French/Spanish O (west) stay per
    /// language.
    @Test(arguments: LanguageConventions.supported)
    func readsTurkishHemisphereLettersInEveryLanguage(conventions: LanguageConventions) throws {
        #expect(try CoordinateParser.parseLatitude("36°51,234′K", conventions: conventions) == 36.8539)
        #expect(try CoordinateParser.parseLatitude("36°51.234′ g", conventions: conventions) == -36.8539)
        #expect(try CoordinateParser.parseLongitude("28°15.2′D", conventions: conventions) == 28.253333333333334)
        #expect(try CoordinateParser.parseLongitude("B 28°15.2′", conventions: conventions) == -28.253333333333334)
        #expect(throws: CoordinateParseError.hemisphereOfOtherAxis("D")) {
            try CoordinateParser.parseLatitude("36°D", conventions: conventions)
        }
        // Lowercase d stays the ASCII degree symbol.
        #expect(try CoordinateParser.parseLatitude("36d51m14s K", conventions: conventions) == 36.853888888888889)
    }

    /// Issue 29: the compact forms of instruments and logbooks, read strictly (a hemisphere letter for the NMEA form
    /// and for `-`; NMEA's digit counts; separators only between digits).
    @Test(arguments: [
        ("3701.5N", CoordinateAxis.latitude, 37.025), ("37:01.5N", .latitude, 37.025), ("37-01.5N", .latitude, 37.025),
        ("3701.5S", .latitude, -37.025), ("N3701.5", .latitude, 37.025), ("37:01:30N", .latitude, 37.025),
        ("37:01.5", .latitude, 37.025), ("02725.3E", .longitude, 27.421666666666667),
        ("2725.3E", .longitude, 27.421666666666667), ("02725.3W", .longitude, -27.421666666666667),
        ("027-25.3E", .longitude, 27.421666666666667),
    ])
    func parsesCompactForms(text: String, axis: CoordinateAxis, expected: Double) throws {
        #expect(try CoordinateParser.parse(text, axis: axis, conventions: .english) == expected)
    }

    @Test(arguments: [
        // Without a letter the NMEA form stays a number of degrees (out of range) and `-` a sign; a latitude's
        // whole part has 4 digits in NMEA; minutes stay below 60.
        ("3701.5", CoordinateAxis.latitude, CoordinateParseError.outOfRange(limit: 90)),
        ("37-01.5", .latitude, .malformed(offset: 2)), ("03701.5N", .latitude, .outOfRange(limit: 90)),
        ("3775.5N", .latitude, .sexagesimalOverflow(offset: 3)),
        ("37::01N", .latitude, .invalidCharacter(":", offset: 2)),
    ])
    func rejectsBadCompactForms(text: String, axis: CoordinateAxis, expected: CoordinateParseError) {
        #expect(throws: expected) { try CoordinateParser.parse(text, axis: axis, conventions: .english) }
    }

    @Test(arguments: [
        ("", CoordinateParseError.empty), ("36°75′N", .sexagesimalOverflow(offset: 3)),
        ("36 51 60 N", .sexagesimalOverflow(offset: 6)), ("91", .outOfRange(limit: 90)),
        ("36°E", .hemisphereOfOtherAxis("E")), ("-36°N", .signWithHemisphere), ("36.5 30", .malformed(offset: 0)),
        ("36 51 14 2", .malformed(offset: 9)), ("51′36°", .malformed(offset: 2)),
        ("36x", .invalidCharacter("x", offset: 2)),
        ("N 36 S", .malformed(offset: 5)), ("36°N 5", .malformed(offset: 5)), ("N", .malformed(offset: 0)),
        ("36.5.1", .malformed(offset: 0)), ("--36", .malformed(offset: 1)), ("36.", .malformed(offset: 0)),
        ("36°°", .malformed(offset: 3)),
    ])
    func rejectsBadLatitudes(text: String, expected: CoordinateParseError) {
        #expect(throws: expected) { try CoordinateParser.parseLatitude(text, conventions: .english) }
    }

    @Test func roundTripsFormatterOutput() throws {
        for conventions in LanguageConventions.supported {
            for style in [CoordinateFormatter.Style.decimalDegrees, .degreesDecimalMinutes, .degreesMinutesSeconds] {
                let text = CoordinateFormatter(style: style, fractionDigits: 4).formatLongitude(
                    -28.25, conventions: conventions)
                #expect(try CoordinateParser.parseLongitude(text, conventions: conventions) == -28.25, "\(text)")
            }
        }
    }
}
