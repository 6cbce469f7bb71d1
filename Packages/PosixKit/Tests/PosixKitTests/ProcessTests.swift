import Expectations
import Foundation
import PosixKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Spawning, reaping, signals and serial settings against the real system.
@Suite(.serialized) struct ProcessTests {
    @Test func spawnedChildWritesToAPipeAndItsExitStatusIsKept() throws {
        let shell = try #require(ProcessLauncher.find("sh", searchPath: "/usr/bin:/bin"))
        let pipe = try Descriptor.pipe(nonBlocking: false)
        let pid = try ProcessLauncher.spawn(
            shell, ["-c", "printf hello; exit 3"], environment: [:], standardInput: .null,
            standardOutput: .descriptor(pipe.write), standardError: .null, resetSignals: true)
        Descriptor.close(pipe.write)
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = read(pipe.read, &buffer, 32)
        Descriptor.close(pipe.read)
        expectEqual(String(decoding: buffer[0..<max(0, count)], as: UTF8.self), "hello")
        expectEqual(ProcessLauncher.waitForExit(pid), 3)
    }

    @Test func aMissingProgramIsAnErrorValueAndFindSaysNil() {
        #expect(throws: SystemCallError(call: "posix_spawn", code: ENOENT)) {
            try ProcessLauncher.spawn("/nonexistent/program", [], environment: [:])
        }
        #expect(ProcessLauncher.find("no-such-program-here", searchPath: "/usr/bin:/bin") == nil)
        expectEqual(ProcessLauncher.find("/bin/sh", searchPath: nil), "/bin/sh")
    }

    /// A daemon's helpers end with it (issue 28): SIGTERM first, SIGKILL for one that ignores it.
    @Test func terminateEndsAdoptedChildrenEvenOnesIgnoringSIGTERM() throws {
        let polite = try ProcessLauncher.spawn("sleep", ["30"], environment: [:], input: nil)
        let stubborn = try ProcessLauncher.spawn(
            "sh", ["-c", "trap '' TERM; while :; do sleep 0.1; done"], environment: [:], input: nil)
        expectEqual(ProcessLauncher.terminate([polite, stubborn], graceSeconds: 0.5), 2)
        #expect(!ProcessLauncher.send(0, to: polite))
        #expect(!ProcessLauncher.send(0, to: stubborn))
        expectEqual(ProcessLauncher.terminate([polite, stubborn]), 0)
    }

    @Test func adoptedChildrenAreReapedAndSignalled() throws {
        let pid = try ProcessLauncher.spawn("sleep", ["30"], environment: [:], input: nil)
        #expect(ProcessLauncher.send(SIGKILL, to: pid))
        for _ in 0..<200 {
            ProcessLauncher.reapFinished()
            if !ProcessLauncher.send(0, to: pid) { break }
            usleep(10_000)
        }
        #expect(!ProcessLauncher.send(0, to: pid))
    }

    @Test func signalsBecomeBytesOnThePipe() throws {
        let pipe = try SignalPipe(signals: [.user1])
        // To the process, not the thread: a test worker thread may block the signal, another one takes it.
        #expect(Signal.user1.send(to: getpid()))
        #expect(Descriptor.waitReadable(pipe.readEnd, milliseconds: 5000))
        expectEqual(pipe.drain(), [.user1])
        #expect(pipe.drain().isEmpty)
    }

    @Test func serialPortSetsRawSpeedOnATerminalAndRefusesOddRates() throws {
        #expect(SerialPort.baudRates.first == 4800 && SerialPort.baudRates.contains(38_400))
        #expect(throws: SystemCallError(call: "cfsetspeed", code: EINVAL)) {
            try SerialPort.open("/dev/null", baud: 4801)
        }
        // A pseudo-terminal master (`/dev/ptmx`, pts(4)) is a terminal whose settings are those of its pair.
        let device = try SerialPort.open("/dev/ptmx", baud: 38_400)
        defer { Descriptor.close(device) }
        expectEqual(isatty(device), 1)
        var settings = termios()
        expectEqual(tcgetattr(device, &settings), 0)
        expectEqual(cfgetispeed(&settings), speed_t(B38400))
        expectEqual(settings.c_lflag & tcflag_t(ICANON), 0)
    }
}

/// Echo off for a password prompt, on a real pseudo-terminal.
@Suite struct TerminalEchoTests {
    @Test func echoIsOffInsideAndRestoredAfter() throws {
        let terminal = try SerialPort.open("/dev/ptmx", baud: 9600)
        defer { Descriptor.close(terminal) }
        #expect(TerminalEcho.isTerminal(terminal))
        #expect(!TerminalEcho.isTerminal(0) || isatty(0) == 1)
        var settings = termios()
        settings.c_lflag |= tcflag_t(ECHO)
        expectEqual(tcsetattr(terminal, TCSANOW, &settings), 0)
        let inside = TerminalEcho.withEchoOff(terminal) { () -> tcflag_t in
            var current = termios()
            tcgetattr(terminal, &current)
            return current.c_lflag & tcflag_t(ECHO)
        }
        expectEqual(inside, 0)
        var after = termios()
        expectEqual(tcgetattr(terminal, &after), 0)
        expectNotEqual(after.c_lflag & tcflag_t(ECHO), 0)
        #expect(TerminalEcho.withEchoOff(Int32(-1)) { 7 } == 7)
    }
}
