import Expectations
import Formatting
import Testing

/// The one "read two ways" rule of every tool: CLIKit's options and unitconv use `groupable`, denklem's quantities
/// `anyIntegerPart`; the two differ only where the digits before the separator cannot be a first thousands group.
@Suite struct AmbiguousSeparatorTests {
    @Test(
        arguments: [
            ("1.250", "1250", "1.25", true), ("1,250", "1250", "1.25", true), ("-3,250", "-3250", "-3.25", true),
            ("+1.000", "1000", "1", true), ("999.999", "999999", "999.999", true), ("12.500", "12500", "12.5", true),
            ("0.500", "0500", "0.5", false), ("00.500", "00500", "00.5", false), (".500", "500", ".5", false),
            ("1234.567", "1234567", "1234.567", false), ("1.25", nil, nil, false), ("1.2500", nil, nil, false),
            ("1.000.000", nil, nil, false), ("1,250.5", nil, nil, false), ("1250", nil, nil, false),
            ("1.25a", nil, nil, false), ("1'250", nil, nil, false), ("", nil, nil, false),
        ] as [(String, String?, String?, Bool)])
    func readingsUnderBothRules(text: String, grouped: String?, decimal: String?, groupable: Bool) {
        let expected = grouped.map { "\($0) \(decimal ?? "")" }
        let any = AmbiguousSeparator.readings(of: Substring(text), rule: .anyIntegerPart)
        expectEqual(any.map { "\($0.grouped) \($0.decimal)" }, expected)
        let strict = AmbiguousSeparator.readings(of: Substring(text), rule: .groupable)
        expectEqual(strict.map { "\($0.grouped) \($0.decimal)" }, groupable ? expected : nil)
    }
}
