import Foundation
import Testing
import Validation

@Suite struct ValidatorTests {
    @Test func reportsEveryFailureAtOnce() {
        var validator = Validator()
        validator.require("--amount", Decimal(string: "-1.005"), [.positive, .decimalPlaces(2)])
        validator.require("--days", nil as Int?, [.positive])
        #expect(validator.failures.map(\.rule) == [.positive, .decimalPlaces, .required])
    }
}
