import Expectations
import Foundation
import Testing
import Validation

@Suite struct ValidationRuleTests {
    private static func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }

    private static func kinds<Value>(_ rule: ValidationRule<Value>, _ value: Value) -> [ValidationRuleKind] {
        rule.violations(of: value).map(\.rule)
    }

    @Test(arguments: [("1", true), ("100", true), ("0.999", false), ("100.01", false), ("50.5", true)])
    func decimalRange(value: String, passes: Bool) {
        let rule = ValidationRule<Decimal>.range(1...100)
        expectEqual(rule.violations(of: Self.decimal(value)).isEmpty, passes)
        expectEqual(rule.violations(of: 0).first?.limits, [.number(1), .number(100)])
    }

    @Test func minimumAndMaximumAreInclusive() {
        #expect(Self.kinds(.atLeast(5), 5).isEmpty)
        expectEqual(Self.kinds(.atLeast(5), 4), [.minimum])
        #expect(Self.kinds(.atMost(5), 5).isEmpty)
        expectEqual(Self.kinds(.atMost(5), 6), [.maximum])
        expectEqual(ValidationRule<Int>.atMost(5).violations(of: 6).first?.limits, [.number(5)])
    }

    @Test(arguments: [(-1, [ValidationRuleKind.positive, .nonNegative]), (0, [.positive]), (1, [])])
    func signRules(value: Int, kinds: [ValidationRuleKind]) {
        expectEqual(Self.kinds(.all([.positive, .nonNegative]), value), kinds)
    }

    @Test(arguments: [
        ("12", 0, true), ("12.0", 0, true), ("12.5", 0, false), ("1.50", 1, true), ("1.005", 2, false),
        ("1.005", 3, true), ("-0.01", 2, true), ("0", 0, true), ("123456789.123456789", 9, true),
        ("123456789.123456789", 8, false), ("1e-3", 3, true), ("1e-3", 2, false), ("1000", 0, true),
    ])
    func decimalPlacesCountsSignificantFractionDigits(value: String, places: Int, passes: Bool) {
        expectEqual(ValidationRule<Decimal>.decimalPlaces(places).violations(of: Self.decimal(value)).isEmpty, passes)
    }

    @Test(arguments: [("7", true), ("7.0", true), ("-7", true), ("7.25", false), ("0.5", false)])
    func integerRule(value: String, passes: Bool) {
        expectEqual(ValidationRule<Decimal>.integer.violations(of: Self.decimal(value)).isEmpty, passes)
    }

    @Test(arguments: [
        (-90.0, true), (90.0, true), (0.0, true), (90.000_001, false), (-91.0, false), (Double.nan, false),
        (Double.infinity, false),
    ])
    func latitudeInDegrees(value: Double, passes: Bool) {
        expectEqual(ValidationRule<Double>.latitude.violations(of: value).isEmpty, passes)
    }

    @Test(arguments: [(-180.0, true), (180.0, true), (180.5, false), (-181.0, false), (Double.nan, false)])
    func longitudeInDegrees(value: Double, passes: Bool) {
        expectEqual(ValidationRule<Double>.longitude.violations(of: value).isEmpty, passes)
    }

    @Test func coordinateRulesAlsoTakeDecimals() {
        #expect(Self.kinds(ValidationRule<Decimal>.latitude, Self.decimal("36.85")).isEmpty)
        expectEqual(ValidationRule<Decimal>.longitude.violations(of: 200).first?.limits, [.number(-180), .number(180)])
    }

    @Test func oneOfListsTheAllowedValuesInOrder() {
        let rule = ValidationRule<String>.oneOf(["m", "km", "nm"])
        #expect(rule.violations(of: "km").isEmpty)
        expectEqual(rule.violations(of: "mi"), [.init(rule: .oneOf, limits: [.text("m"), .text("km"), .text("nm")])])
    }

    @Test func customRulesAndDates() {
        let even = ValidationRule<Int>(.integer) { $0.isMultiple(of: 2) }
        expectEqual(Self.kinds(even, 3), [.integer])
        let deadline = Date(timeIntervalSince1970: 0)
        let rule = ValidationRule<Date>.atLeast(deadline)
        expectEqual(rule.violations(of: deadline.addingTimeInterval(-1)).first?.limits, [.date(deadline)])
        let twoViolations = ValidationRule<Int> { _ in [.init(rule: .positive), .init(rule: .integer)] }
        expectEqual(Self.kinds(twoViolations, 0), [.positive, .integer])
    }

    @Test func everyKindHasAStableName() {
        #expect(
            ValidationRuleKind.allCases.map(\.rawValue) == [
                "required", "range", "minimum", "maximum", "positive", "nonNegative", "integer", "decimalPlaces",
                "dateOrder", "latitude", "longitude", "oneOf",
            ])
    }
}
