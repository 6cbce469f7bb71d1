import Expectations
import Foundation
import Testing

@testable import CLIKit

/// `ToolEnvironment.live()` reads the environment from `environ` on Linux (issue 17's cold start): the same
/// variables Foundation's `ProcessInfo` reports.
@Suite struct ProcessVariablesTests {
    @Test func variablesAreProcessInfos() {
        expectEqual(ToolEnvironment.processVariables(), ProcessInfo.processInfo.environment)
    }

    @Test func liveEnvironmentHasThem() {
        expectEqual(ToolEnvironment.live().variables["PATH"], ProcessInfo.processInfo.environment["PATH"])
    }
}
