import Expectations
import Testing

@testable import Formatting

@Suite struct CoordinateFormatterTests {
    @Test(arguments: [
        (36.8539, CoordinateAxis.latitude, LanguageConventions.english, "36°51.234′N"),
        (36.8539, .latitude, .turkish, "36°51,234′K"), (-36.8539, .latitude, .turkish, "36°51,234′G"),
        (28.2533333, .longitude, .english, "028°15.200′E"), (-28.2533333, .longitude, .turkish, "028°15,200′B"),
        (28.2533333, .longitude, .german, "028°15,200′O"), (-9.5, .longitude, .french, "009°30,000′O"),
        (6.0833333, .latitude, .english, "06°05.000′N"), (36.99999999, .latitude, .english, "37°00.000′N"),
        (0, .latitude, .english, "00°00.000′N"), (-0.0000001, .longitude, .english, "000°00.000′E"),
    ])
    func writesDegreesDecimalMinutes(
        degrees: Double, axis: CoordinateAxis, conventions: LanguageConventions, expected: String
    ) {
        expectEqual(CoordinateFormatter().format(degrees, axis: axis, conventions: conventions), expected)
    }

    @Test(arguments: [
        (CoordinateFormatter.Style.decimalDegrees, 5, CoordinateFormatter.Symbols.unicode, "36.85390°N"),
        (.degreesMinutesSeconds, 1, .unicode, "36°51′14.0″N"), (.degreesMinutesSeconds, 0, .unicode, "36°51′14″N"),
        (.degreesDecimalMinutes, 3, .ascii, "36 51.234N"), (.degreesMinutesSeconds, 1, .ascii, "36 51 14.0N"),
        (.decimalDegrees, 4, .ascii, "36.8539N"),
    ])
    func writesEveryStyle(
        style: CoordinateFormatter.Style, digits: Int, symbols: CoordinateFormatter.Symbols,
        expected: String
    ) {
        let formatter = CoordinateFormatter(style: style, fractionDigits: digits, symbols: symbols)
        expectEqual(formatter.formatLatitude(36.8539, conventions: .english), expected)
    }

    @Test func carriesRoundedSecondsIntoMinutesAndDegrees() {
        let formatter = CoordinateFormatter(style: .degreesMinutesSeconds, fractionDigits: 0)
        expectEqual(formatter.formatLatitude(36.99999, conventions: .english), "37°00′00″N")
        expectEqual(formatter.formatLongitude(-122.5, conventions: .english), "122°30′00″W")
    }

    @Test func usesInternationalLettersOnRequestAndHandlesNaN() {
        let formatter = CoordinateFormatter(hemispheres: .international)
        expectEqual(formatter.formatLongitude(28.2533333, conventions: .turkish), "028°15,200′E")
        expectEqual(formatter.formatLatitude(.nan, conventions: .turkish), "NaN")
        expectEqual(CoordinateFormatter(fractionDigits: 12).fractionDigits, 8)
    }
}
