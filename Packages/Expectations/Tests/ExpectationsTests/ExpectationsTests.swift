import Expectations
import Testing

/// The checks record an issue exactly when they should, at the caller's line.
@Suite struct ExpectationsTests {
    @Test func equalValuesRecordNothing() {
        expectEqual("1852 m", "1852 m")
        expectNotEqual(1852, 1853)
    }

    @Test func unequalValuesRecordOneIssueAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            expectEqual(1852, 1853)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test func equalValuesFailExpectNotEqual() {
        withKnownIssue {
            expectNotEqual([1, 2], [1, 2])
        }
    }
}
