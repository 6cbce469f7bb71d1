import Expectations
import Foundation
import Testing
import Validation

@Suite struct ValidatorTests {
    private static func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }

    @Test func reportsEveryFailureAtOnceInOrder() {
        var validator = Validator()
        validator.require("--amount", Self.decimal("-1.005"), [.positive, .decimalPlaces(2)])
        validator.require("--days", nil as Int?, [.positive])
        validator.check("--lat", 91.5, [.latitude])
        #expect(
            validator.failures == [
                ValidationFailure(field: "--amount", rule: .positive, value: .number(Self.decimal("-1.005"))),
                ValidationFailure(
                    field: "--amount", rule: .decimalPlaces, value: .number(Self.decimal("-1.005")),
                    limits: [.number(2)]),
                ValidationFailure(field: "--days", rule: .required, value: .missing),
                ValidationFailure(
                    field: "--lat", rule: .latitude, value: .floatingPoint(91.5),
                    limits: [.floatingPoint(-90), .floatingPoint(90)]),
            ])
        #expect(!validator.isValid)
        #expect(throws: InputValidationError(failures: validator.failures)) { try validator.validate() }
    }

    @Test func optionalValuesPassWhenAbsentAndRequiredOnesDoNot() throws {
        var validator = Validator()
        validator.check("--speed", nil as Decimal?, [.positive])
        validator.require("--name", "Bodrum")
        validator.require("--count", 3, [.range(1...5)])
        #expect(validator.isValid)
        try validator.validate()
    }

    @Test func dateOrderReportsTheLaterFieldWithTheEarlierDate() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let end = start.addingTimeInterval(-60)
        var validator = Validator()
        validator.checkOrder(earlier: ("--start", start), later: ("--end", end))
        validator.checkOrder(earlier: ("--start", start), later: ("--end", start))
        validator.checkOrder(earlier: ("--start", nil as Date?), later: ("--end", end))
        #expect(
            validator.failures == [
                ValidationFailure(
                    field: "--end", rule: .dateOrder, value: .date(end), limits: [.date(start)], relatedField: "--start"
                )
            ])
    }

    @Test func customFailuresCanBeRecorded() {
        var validator = Validator()
        let failure = ValidationFailure(field: "--x", rule: .oneOf, value: .text("y"), limits: [.text("a")])
        validator.record(failure)
        expectEqual(validator.failures, [failure])
    }

    @Test func failureDescriptionIsLanguageNeutral() {
        let range = ValidationFailure(
            field: "--a", rule: .range, value: .number(0), limits: [.number(1), .number(100)])
        expectEqual(range.description, "--a: range 0 [1, 100]")
        let order = ValidationFailure(
            field: "--end", rule: .dateOrder, value: .date(Date(timeIntervalSince1970: 0)),
            limits: [.date(Date(timeIntervalSince1970: 86_400))], relatedField: "--start")
        expectEqual(order.description, "--end: dateOrder 1970-01-01T00:00:00Z [1970-01-02T00:00:00Z] vs --start")
        #expect(
            ValidationFailure(field: "--b", rule: .required, value: .missing).description == "--b: required (missing)")
        expectEqual(ValidationValue.floatingPoint(2.5).description, "2.5")
        expectEqual(ValidationValue.text("km").description, "km")
    }
}
