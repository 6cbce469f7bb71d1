import CLIKit
import Expectations
import Foundation
import Testing

/// The `--json` contract every tool shares (Docs/json.md): `schemaVersion` in every object, a failure as a JSON
/// error object on standard output beside the message on standard error with the same exit code, and `--json`
/// refused (64) by a command that writes no JSON.
@Suite struct JSONContractTests {
    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func error(_ text: String) throws -> [String: Any] {
        let document = try object(text)
        expectEqual(document["schemaVersion"] as? Int, JSONSchemaVersion.current)
        expectEqual(Set(document.keys), ["error", "schemaVersion"])
        return try #require(document["error"] as? [String: Any])
    }

    @Test(arguments: [
        ("1", ExitCode.ioError, "demo.error.io", "cannot write /tmp/x"),
        ("2", .dataError, "validation.positive", "--amount: -3 must be greater than zero\n--days: a value is required"),
        (
            "3", .dataError, "error.unsupportedLanguage",
            "unsupported language 'it'; use one of: tr, en, es, fr, de, zh-Hans, ja"
        ),
        ("5", .usage, "error.missingOption", "missing required option '--amount'"),
    ])
    func failuresAreJSONObjectsWithTheExitCode(argument: String, code: ExitCode, key: String, message: String)
        async throws
    {
        let run = await demo.run(["fail", argument, "--json"])
        expectEqual(run.exitCode, code)
        let failure = try error(run.standardOutput)
        expectEqual(failure["code"] as? String, key)
        expectEqual(failure["message"] as? String, message)
        expectEqual(failure["exitCode"] as? Int, Int(code.rawValue))
        #expect(run.standardError.hasPrefix("demo: error: "))  // the message is on standard error as well
    }

    @Test func parseErrorsAreJSONObjectsToo() async throws {
        let run = await demo.run(["sum", "--json", "--bogus"])
        expectEqual(run.exitCode, .usage)
        let failure = try error(run.standardOutput)
        expectEqual(failure["code"] as? String, "error.unknownOption")
        expectEqual(failure["exitCode"] as? Int, 64)
        #expect(run.standardError.contains("--bogus"))
    }

    @Test func withoutJSONStandardOutputStaysEmpty() async {
        let run = await demo.run(["fail", "1"])
        expectEqual(run.standardOutput, "")
    }

    @Test func aCommandWithoutJSONRefusesTheFlag() async throws {
        let run = await demo.run(["route", "add", "--json", "--lat", "1", "--lon", "2", "x"])
        expectEqual(run.exitCode, .usage)
        let failure = try error(run.standardOutput)
        expectEqual(failure["code"] as? String, "error.jsonUnsupported")
        expectEqual(failure["message"] as? String, "'demo route add' writes no JSON: leave out --json")
        expectEqual(run.standardError, "demo: error: 'demo route add' writes no JSON: leave out --json\n")
        let german = await demo.run([
            "route", "add", "--json", "--lat", "1", "--lon", "2", "x", "--lang", "de",
        ])
        expectEqual(german.standardError, "demo: Fehler: „demo route add“ gibt kein JSON aus: --json weglassen\n")
    }

    @Test(arguments: [
        ("337.3125", "337.31"), ("886.8", "886.80"), ("0", "0.00"), ("-0.005", "-0.01"), ("1234567.895", "1234567.90"),
        ("12", "12.00"),
    ])
    func moneyIsAStringWithTwoDecimals(amount: String, text: String) throws {
        let value = try #require(Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX")))
        expectEqual(JSONMoney.text(value), text)
    }

    @Test func arraysGoInsideAnObject() throws {
        let text = try JSONText.text(["names": ["a", "b"]], pretty: false)
        #expect(text == #"{"names":["a","b"],"schemaVersion":1}"# + "\n")
    }
}
