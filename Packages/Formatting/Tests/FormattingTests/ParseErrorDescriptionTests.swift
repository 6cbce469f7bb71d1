import Expectations
import Foundation
import Testing

@testable import Formatting

/// Without CLIKit (which adds the seven-language texts), every parse error still describes itself in English:
/// `description`, `errorDescription` and `localizedDescription` are the message, positions counted from 1.
@Suite struct ParseErrorDescriptionTests {
    @Test(arguments: [
        (NumberParseError.invalidCharacter("a", offset: 2), "“a” at position 3 cannot appear in a number"),
        (
            .tooManyFractionDigits(found: 3, limit: 2),
            "too many digits after the decimal separator (3); at most 2 are allowed"
        ),
        (.empty, "no number was given"),
    ])
    func numberErrors(error: NumberParseError, expected: String) {
        #expect(error.description == expected && "\(error)" == expected)
        #expect(error.errorDescription == expected && error.localizedDescription == expected)
    }

    @Test func coordinateAndDateErrors() {
        #expect(CoordinateParseError.outOfRange(limit: 90).localizedDescription == "the coordinate is beyond 90°")
        expectEqual("\(CoordinateParseError.malformed(offset: 4))", "the coordinate cannot be read from position 5 on")
        #expect(
            DateParseError.malformed(offset: 10).localizedDescription
                == "the date does not follow YYYY-MM-DD[THH:MM[:SS][Z|±HH:MM]] from position 11 on")
        expectEqual(DateParseError.nonexistentDate.description, "this date or time does not exist")
    }
}
