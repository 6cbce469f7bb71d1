import CLIKit
import Expectations
import Localization
import Testing

@Suite struct CLIStringsTests {
    @Test func catalogsAreConsistentInAllSevenLanguages() {
        expectEqual(CatalogConsistencyChecker.issues(in: CLIStrings.catalogs).map(\.description), [])
        expectEqual(CLIStrings.catalogs.languages, Set(Language.allCases))
    }

    @Test(arguments: Language.allCases)
    func everyUsageErrorHasATextInEveryLanguage(language: Language) {
        let errors: [UsageError] = [
            .unknownOption("--x", suggestion: nil), .unknownOption("--x", suggestion: "--y"),
            .unknownSubcommand("x", suggestion: nil), .unknownSubcommand("x", suggestion: "y"),
            .missingSubcommand(choices: ["a"]), .missingValue(option: "--x"),
            .invalidValue("v", for: "--x", expectationKey: "value.expected.number", choices: []),
            .invalidValue("v", for: "--x", expectationKey: "value.expected.oneOf", choices: ["a", "b"]),
            .missingOption("--x"), .missingArgument("X"), .unexpectedArgument("x"), .repeatedOption("--x"),
            .flagWithValue("--x"), .unsupportedLanguage("it"),
        ]
        for error in errors {
            let found = CLIStrings.sets.contains { $0.entry(error.messageKey, in: language) != nil }
            #expect(found, "\(error.messageKey)")
        }
    }
}
