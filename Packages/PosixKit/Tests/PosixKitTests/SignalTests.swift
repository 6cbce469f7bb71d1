import Expectations
import PosixKit
import Testing

/// Signals and `errno` values as typed values: Linux's numbers (signal(7), errno(3)) and their names.
struct SignalTests {
    @Test(
        arguments: [
            (Signal.hangup, 1, "SIGHUP"), (.interrupt, 2, "SIGINT"), (.kill, 9, "SIGKILL"), (.user1, 10, "SIGUSR1"),
            (.user2, 12, "SIGUSR2"), (.brokenPipe, 13, "SIGPIPE"), (.terminate, 15, "SIGTERM"),
            (.child, 17, "SIGCHLD"),
            (Signal(rawValue: 40), 40, "signal 40"),
        ] as [(Signal, Int32, String)])
    func signalNumberAndName(signal: Signal, number: Int32, name: String) {
        expectEqual(signal.rawValue, number)
        expectEqual("\(signal)", name)
    }

    @Test(
        arguments: [
            (SystemErrorCode.noSuchFile, 2), (.interrupted, 4), (.inputOutput, 5), (.wouldBlock, 11),
            (.permissionDenied, 13), (.fileExists, 17), (.notDirectory, 20), (.isDirectory, 21), (.notATerminal, 25),
            (.nameTooLong, 36),
            (.addressInUse, 98),
        ] as [(SystemErrorCode, Int32)])
    func errorCodeOfAFailedCall(code: SystemErrorCode, number: Int32) {
        expectEqual(SystemCallError(call: "open", code: number).errorCode, code)
    }
}
