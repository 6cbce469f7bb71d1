import Expectations
import Testing

@testable import Formatting

@Suite struct DistanceAndSpeedTests {
    private static let nbsp = "\u{00A0}"

    @Test(arguments: [
        (DistanceUnit.nauticalMiles, LanguageConventions.english, "12.5\(nbsp)nm"),
        (.nauticalMiles, .turkish, "12,5\(nbsp)nm"),
        (.nauticalMiles, .german, "12,5\(nbsp)sm"), (.nauticalMiles, .french, "12,5\(nbsp)M"),
        (.nauticalMiles, .spanish, "12,5\(nbsp)M"),
        (.nauticalMiles, .japanese, "12.5海里"), (.nauticalMiles, .simplifiedChinese, "12.5海里"),
        (.kilometers, .turkish, "23,2\(nbsp)km"),
        (.meters, .english, "23,150.0\(nbsp)m"),
    ])
    func writesDistances(unit: DistanceUnit, conventions: LanguageConventions, expected: String) {
        expectEqual(DistanceFormatter(unit: unit).format(meters: 23_150, conventions: conventions), expected)
    }

    @Test func roundsDistancesHalfAwayFromZero() {
        let formatter = DistanceFormatter(unit: .nauticalMiles, fractionDigits: 2, trailingZeros: .trim)
        expectEqual(formatter.format(meters: 926, conventions: .english), "0.5\(Self.nbsp)nm")
        expectEqual(formatter.format(meters: 1852 * 3, conventions: .english), "3\(Self.nbsp)nm")
        expectEqual(formatter.format(meters: .infinity, conventions: .english), "NaN\(Self.nbsp)nm")
        expectEqual(DistanceUnit.nauticalMiles.meters, 1852)
    }

    @Test(arguments: [
        (SpeedUnit.knots, LanguageConventions.english, "10.0\(nbsp)kn"), (.knots, .french, "10,0\(nbsp)nd"),
        (.knots, .simplifiedChinese, "10.0节"),
        (.knots, .japanese, "10.0ノット"), (.kilometersPerHour, .turkish, "18,5\(nbsp)km/sa"),
        (.kilometersPerHour, .english, "18.5\(nbsp)km/h"),
        (.kilometersPerHour, .simplifiedChinese, "18.5公里/小时"),
    ])
    func writesSpeedsFromMetersPerSecond(unit: SpeedUnit, conventions: LanguageConventions, expected: String) {
        let metersPerSecond = 18.52 / 3.6
        #expect(
            SpeedFormatter(unit: unit).format(metersPerSecond: metersPerSecond, conventions: conventions) == expected)
    }

    @Test func writesSpeedsFromKnots() {
        #expect(
            SpeedFormatter(unit: .kilometersPerHour, fractionDigits: 3).format(knots: 1, conventions: .english)
                == "1.852\(Self.nbsp)km/h")
        expectEqual(SpeedFormatter().format(knots: 6.45, conventions: .turkish), "6,5\(Self.nbsp)kn")
        expectEqual(SpeedFormatter().format(knots: .nan, conventions: .turkish), "NaN\(Self.nbsp)kn")
        expectEqual(SpeedFormatter().format(knots: 6, conventions: .turkish), "6,0\(Self.nbsp)kn")
        #expect(
            SpeedFormatter(fractionDigits: 2, trailingZeros: .trim).format(knots: 6, conventions: .french)
                == "6\(Self.nbsp)nd"
        )
        #expect(
            SpeedFormatter(fractionDigits: 2, trailingZeros: .trim).format(knots: 6.25, conventions: .turkish)
                == "6,25\(Self.nbsp)kn")
        #expect(
            SpeedFormatter(fractionDigits: 2, trailingZeros: .trim).format(knots: 25, conventions: .japanese) == "25ノット"
        )
        expectEqual((SpeedUnit.knots.metersPerSecond * 3600).roundedHalfAwayFromZero(places: 30), 1852)
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
        expectEqual(formatter.format(degrees: degrees, conventions: .turkish), expected)
    }

    @Test func writesNaN() {
        expectEqual(BearingFormatter().format(degrees: .nan, conventions: .english), "NaN")
    }
}

@Suite struct DurationFormatterTests {
    private static let nbsp = "\u{00A0}"

    @Test(arguments: [
        (LanguageConventions.turkish, "3\(nbsp)sa 25\(nbsp)dk"), (.english, "3\(nbsp)h 25\(nbsp)min"),
        (.spanish, "3\(nbsp)h 25\(nbsp)min"),
        (.french, "3\(nbsp)h 25\(nbsp)min"), (.german, "3\(nbsp)Std. 25\(nbsp)Min."), (.japanese, "3時間25分"),
        (.simplifiedChinese, "3小时25分钟"),
    ])
    func writesHoursAndMinutes(conventions: LanguageConventions, expected: String) {
        expectEqual(DurationFormatter().format(seconds: 3 * 3600 + 25 * 60 + 29, conventions: conventions), expected)
    }

    @Test(arguments: [
        (0.0, DurationFormatter.LargestUnit.hours, "0\(nbsp)min"), (29, .hours, "0\(nbsp)min"),
        (30, .hours, "1\(nbsp)min"),
        (7200, .hours, "2\(nbsp)h"), (97_500, .hours, "27\(nbsp)h 5\(nbsp)min"),
        (97_500, .days, "1\(nbsp)d 3\(nbsp)h 5\(nbsp)min"),
        (86_400, .days, "1\(nbsp)d"), (-5400, .hours, "-1\(nbsp)h 30\(nbsp)min"), (.nan, .hours, "NaN"),
    ])
    func writesEdgeCases(seconds: Double, largest: DurationFormatter.LargestUnit, expected: String) {
        expectEqual(DurationFormatter(largestUnit: largest).format(seconds: seconds, conventions: .english), expected)
    }

    @Test(arguments: [
        (12_300.0, "PT3H25M"), (45, "PT45S"), (0, "PT0S"), (-3600, "-PT1H"), (97_501.4, "PT27H5M1S"),
        (.infinity, "NaN"),
    ])
    func writesISO8601Durations(seconds: Double, expected: String) {
        expectEqual(DurationFormatter().formatISO8601(seconds: seconds), expected)
    }
}
