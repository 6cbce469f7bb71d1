import CLIKit
import CLIKitTesting
import Testing

/// Issue 32, item 12: `unitconv` with no arguments on a terminal asks "You have / You want" in the user's
/// language until end of input.
@Suite struct InteractiveSessionTests {
    @Test(arguments: [
        (
            "en_US.UTF-8", "5 km\nmi\n\n20 °C\nK\nx\ncm\n5 ft 7 in\n\n",
            "You have: You want: 3.10685596 mi\nYou have: You have: You want: 293.15 K\nYou have: You want: "
                + "You have: You want: 1.7018 m\nYou have: \n"
        ),
        ("de_DE.UTF-8", "1 mi\nkm\n", "Sie haben: Sie wollen: 1,609344 km\nSie haben: \n"),
    ])
    func asksUntilTheEndOfInput(locale: String, input: String, output: String) async {
        var harness = ToolHarness.unitconv()
        harness.standardInputIsTerminal = true
        let run = await harness.run(["--no-history"], input: input, variables: ["LANG": locale])
        #expect(run.standardOutput == output && run.exitCode == .success, "\(run.standardError)")
    }
}
