import CLIKitTesting
import Expectations
import Testing

/// `anchor set --radius` outside 10–500 m is refused (exit 65, as `boat set` refuses a limit out of range) instead of being clamped in silence (5 m became 10 m),
/// before the daemon is asked.
@Suite struct AnchorRadiusTests {
    @Test(arguments: [("5", "5"), ("9.5", "9.5"), ("501", "501")])
    func outOfRangeRadiusIsRefused(radius: String, shown: String) async {
        let run = await ToolHarness.denizrota().run(["anchor", "set", "--radius", radius])
        expectEqual(run.status, 65)
        #expect(
            run.standardError.contains("the anchor radius must be 10–500 m, not \(shown) m"), "\(run.standardError)")
    }
}
