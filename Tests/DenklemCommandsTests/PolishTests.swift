import CLIKit
import Expectations
import Foundation
import Testing

/// Issue 31, "polish a mediator would notice": messages that say what is wrong, in the user's words.
@Suite struct PolishTests {
    @Test func helpAfterAGlobalOption() async {
        let run = await denklem.run(["--lang", "tr", "help", "fee"])
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        #expect(run.standardOutput.contains("--hours"))
    }

    @Test(arguments: [
        (["fee", "--type", "labor", "--reinstatement"], ExitCode.usage, "--compensation, --idle-wages"),
        (
            ["attorney", "--tenancy-claim", "1", "--tenancy-claim", "2", "--tenancy-claim", "3"], .usage,
            "at most two --tenancy-claim"
        ),
        (["fee", "--type", "labor", "--agreed", "9000", "--split", "50/50/0"], .usage, "gives 3 shares"),
        (["fee", "--type", "labor", "--agreed", "1" + String(repeating: "0", count: 60)], .usage, "too large"),
        (
            ["fee", "--type", "labor", "--agreed", "9000", "--pdf", "/dev/null", "--font", "/nonexistent.ttf"],
            .noInput,
            "/nonexistent.ttf"
        ),
    ])
    func messagesSayWhatIsWrong(arguments: [String], status: ExitCode, fragment: String) async {
        let run = await denklem.run(arguments)
        expectEqual(run.exitCode, status)
        #expect(run.standardError.contains(fragment), "\(run.standardError)")
    }

    /// A private payer withholds nothing, so "the payer remits the withheld amounts" is not printed for one.
    @Test func privatePayerNote() async {
        let person = await denklem.run(["smm", "--gross", "10000", "--payer", "person"])
        #expect(person.standardOutput.contains("A natural person withholds nothing"))
        #expect(!person.standardOutput.contains("remits the withheld amounts"))
    }

    /// The attorney report cites the law and names its reading, not another program.
    @Test func attorneyCitesNoProgram() async {
        let run = await denklem.run(["attorney", "--year", "2026", "--tenancy-claim", "350000", "--lang", "tr"])
        expectEqual(run.exitCode, .success)
        #expect(!run.standardOutput.contains("DENKLEM"))
        #expect(run.standardOutput.contains("AAÜT'nin bir yorumu"))
    }

    /// No gross fee gives exactly 9.999,99 TL cash from a private payer: the nearest receipt is shown and said to be
    /// the nearest, in the JSON too.
    @Test func inverseThatCannotBeExactSaysSo() async {
        let run = await denklem.run(["smm", "--cash", "9999.99", "--payer", "person", "--json"])
        expectEqual(run.exitCode, .success)
        expectEqual(run.json["cashReceived"] as? String, "10000.00")
        let warnings = run.json["warnings"] as? [[String: Any]] ?? []
        #expect(warnings.compactMap { $0["key"] as? String } == ["warning.inverseNotExact"])
        let exact = await denklem.run(["smm", "--cash", "10000", "--payer", "person", "--json"])
        expectEqual((exact.json["warnings"] as? [Any])?.isEmpty, true)
    }
}
