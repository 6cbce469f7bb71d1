import Testing

@testable import Formatting

@Suite struct DistanceAndSpeedTests {
    private static let nbsp = "\u{00A0}"

    @Test(arguments: [
        (DistanceUnit.nauticalMiles, FormatLanguage.en, "12.5\(nbsp)nm"), (.nauticalMiles, .tr, "12,5\(nbsp)nm"),
        (.nauticalMiles, .de, "12,5\(nbsp)sm"), (.nauticalMiles, .fr, "12,5\(nbsp)M"),
        (.nauticalMiles, .es, "12,5\(nbsp)M"),
        (.nauticalMiles, .ja, "12.5海里"), (.nauticalMiles, .zhHans, "12.5海里"), (.kilometres, .tr, "23,2\(nbsp)km"),
        (.metres, .en, "23,150.0\(nbsp)m"),
    ])
    func writesDistances(unit: DistanceUnit, language: FormatLanguage, expected: String) {
        #expect(DistanceFormatter(unit: unit).format(metres: 23_150, language: language) == expected)
    }

    @Test func roundsDistancesHalfAwayFromZero() {
        let formatter = DistanceFormatter(unit: .nauticalMiles, fractionDigits: 2, trailingZeros: .trim)
        #expect(formatter.format(metres: 926, language: .en) == "0.5\(Self.nbsp)nm")
        #expect(formatter.format(metres: 1852 * 3, language: .en) == "3\(Self.nbsp)nm")
        #expect(formatter.format(metres: .infinity, language: .en) == "NaN\(Self.nbsp)nm")
        #expect(DistanceUnit.nauticalMiles.metres == 1852)
    }

    @Test(arguments: [
        (SpeedUnit.knots, FormatLanguage.en, "10.0\(nbsp)kn"), (.knots, .fr, "10,0\(nbsp)nd"),
        (.knots, .zhHans, "10.0节"),
        (.knots, .ja, "10.0ノット"), (.kilometresPerHour, .tr, "18,5\(nbsp)km/sa"),
        (.kilometresPerHour, .en, "18.5\(nbsp)km/h"),
        (.kilometresPerHour, .zhHans, "18.5公里/小时"),
    ])
    func writesSpeedsFromMetresPerSecond(unit: SpeedUnit, language: FormatLanguage, expected: String) {
        let metresPerSecond = 18.52 / 3.6
        #expect(SpeedFormatter(unit: unit).format(metresPerSecond: metresPerSecond, language: language) == expected)
    }

    @Test func writesSpeedsFromKnots() {
        #expect(
            SpeedFormatter(unit: .kilometresPerHour, fractionDigits: 3).format(knots: 1, language: .en)
                == "1.852\(Self.nbsp)km/h")
        #expect(SpeedFormatter().format(knots: 6.45, language: .tr) == "6,5\(Self.nbsp)kn")
        #expect(SpeedFormatter().format(knots: .nan, language: .tr) == "NaN\(Self.nbsp)kn")
        #expect(SpeedFormatter().format(knots: 6, language: .tr) == "6,0\(Self.nbsp)kn")
        #expect(
            SpeedFormatter(fractionDigits: 2, trailingZeros: .trim).format(knots: 6, language: .fr) == "6\(Self.nbsp)nd"
        )
        #expect(
            SpeedFormatter(fractionDigits: 2, trailingZeros: .trim).format(knots: 6.25, language: .tr)
                == "6,25\(Self.nbsp)kn")
        #expect(SpeedFormatter(fractionDigits: 2, trailingZeros: .trim).format(knots: 25, language: .ja) == "25ノット")
        #expect((SpeedUnit.knots.metresPerSecond * 3600).roundedHalfAwayFromZero(places: 30) == 1852)
    }
}

@Suite struct BearingFormatterTests {
    @Test(arguments: [
        (47.0, 0, BearingFormatter.Reference.unspecified, "047°"), (46.5, 0, .unspecified, "047°"),
        (359.6, 0, .unspecified, "000°"), (360, 0, .unspecified, "000°"), (-13, 0, .unspecified, "347°"),
        (47.25, 1, .trueNorth, "047,3°T"), (5, 0, .magneticNorth, "005°M"), (123.04, 1, .unspecified, "123,0°"),
    ])
    func writesThreeDigitBearings(degrees: Double, digits: Int, reference: BearingFormatter.Reference, expected: String)
    {
        let formatter = BearingFormatter(fractionDigits: digits, reference: reference)
        #expect(formatter.format(degrees: degrees, language: .tr) == expected)
    }

    @Test func writesNaN() {
        #expect(BearingFormatter().format(degrees: .nan, language: .en) == "NaN")
    }
}

@Suite struct DurationFormatterTests {
    private static let nbsp = "\u{00A0}"

    @Test(arguments: [
        (FormatLanguage.tr, "3\(nbsp)sa 25\(nbsp)dk"), (.en, "3\(nbsp)h 25\(nbsp)min"), (.es, "3\(nbsp)h 25\(nbsp)min"),
        (.fr, "3\(nbsp)h 25\(nbsp)min"), (.de, "3\(nbsp)Std. 25\(nbsp)Min."), (.ja, "3時間25分"), (.zhHans, "3小时25分钟"),
    ])
    func writesHoursAndMinutes(language: FormatLanguage, expected: String) {
        #expect(DurationFormatter().format(seconds: 3 * 3600 + 25 * 60 + 29, language: language) == expected)
    }

    @Test(arguments: [
        (0.0, DurationFormatter.LargestUnit.hours, "0\(nbsp)min"), (29, .hours, "0\(nbsp)min"),
        (30, .hours, "1\(nbsp)min"),
        (7200, .hours, "2\(nbsp)h"), (97_500, .hours, "27\(nbsp)h 5\(nbsp)min"),
        (97_500, .days, "1\(nbsp)d 3\(nbsp)h 5\(nbsp)min"),
        (86_400, .days, "1\(nbsp)d"), (-5400, .hours, "-1\(nbsp)h 30\(nbsp)min"), (.nan, .hours, "NaN"),
    ])
    func writesEdgeCases(seconds: Double, largest: DurationFormatter.LargestUnit, expected: String) {
        #expect(DurationFormatter(largestUnit: largest).format(seconds: seconds, language: .en) == expected)
    }

    @Test(arguments: [
        (12_300.0, "PT3H25M"), (45, "PT45S"), (0, "PT0S"), (-3600, "-PT1H"), (97_501.4, "PT27H5M1S"),
        (.infinity, "NaN"),
    ])
    func writesISO8601Durations(seconds: Double, expected: String) {
        #expect(DurationFormatter().formatISO8601(seconds: seconds) == expected)
    }
}
