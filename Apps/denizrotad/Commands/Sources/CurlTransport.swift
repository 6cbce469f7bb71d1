import Foundation
import Glibc
import MarineKit

/// MarineKit's ``OpenMeteoTransport`` through the `curl` program (Debian `curl`), one child process per GET.
///
/// `denizrota weather` uses URLSession; linking FoundationNetworking into the daemon, however, loads libcurl,
/// OpenSSL, GnuTLS and Kerberos at every start (+7 MB resident, measured with `/proc/PID/smaps`, which broke the
/// 30 MB target of the replay benchmark) although a check runs only every 30 minutes. So the daemon runs
/// `curl --silent --max-time 15 --write-out '\n%{http_code} %{exitcode} %{errormsg}' URL` on a thread of its own
/// and reads the body and that last line from its standard output (no shell; stderr to /dev/null). Any HTTP
/// status is a reply; status `000` (no answer) is a transport error with curl's message.
struct CurlTransport: OpenMeteoTransport {
    /// Seconds before curl gives up (the same 15 s as `denizrota weather`).
    static let timeoutSeconds = 15

    /// The curl executable.
    let executable: String
    /// The `User-Agent` (Open-Meteo asks API users to be identifiable, marine.md §1.7).
    let userAgent: String
    /// The environment passed to curl (proxies: `https_proxy`, …).
    let environment: [String: String]

    /// Performs the GET.
    func get(_ url: URL) async throws(OpenMeteoError) -> HTTPReply {
        let arguments = [
            "--silent", "--location", "--max-time", String(Self.timeoutSeconds), "--user-agent", userAgent,
            "--header", "Accept: application/json", "--write-out", "\n%{http_code} %{exitcode} %{errormsg}", "--",
            url.absoluteString,
        ]
        let (executable, environment) = (self.executable, self.environment)
        let output = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: Self.run(executable, arguments, environment: environment)) }
                .start()
        }
        return try Self.reply(from: output)
    }

    /// Splits curl's output into the body and the status line written by `--write-out`.
    static func reply(from output: Result<[UInt8], PosixError>) throws(OpenMeteoError) -> HTTPReply {
        let bytes: [UInt8]
        switch output {
        case .success(let read): bytes = read
        case .failure(let error): throw .transport(detail: "curl: \(error)")
        }
        let newline = bytes.lastIndex(of: 0x0A) ?? -1
        let trailer = String(decoding: bytes[(newline + 1)...], as: UTF8.self).split(separator: " ", maxSplits: 2)
        guard let status = trailer.first.flatMap({ Int($0) }) else { throw .transport(detail: "curl gave no status") }
        guard status > 0 else {
            throw .transport(
                detail: trailer.count > 2 ? String(trailer[2]) : "curl exit \(trailer.dropFirst().first ?? "?")")
        }
        return HTTPReply(status: status, body: Data(bytes[..<max(0, newline)]))
    }

    /// Runs `executable` with standard output to a pipe read to its end (stdin and stderr: /dev/null).
    ///
    /// The child is not waited for here: the daemon's loop reaps it (``ProcessLauncher/reapFinished()``).
    private static func run(_ executable: String, _ arguments: [String], environment: [String: String])
        -> Result<[UInt8], PosixError>
    {
        let pipe: (read: Int32, write: Int32)
        do {
            pipe = try Descriptor.pipe(nonBlocking: false)
        } catch {
            return .failure(error)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe.write, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(pipe.write)
        defer { close(pipe.read) }
        guard result == 0 else { return .failure(PosixError(call: "posix_spawn", code: result)) }
        ProcessLauncher.adopt(pid)
        return .success(readToEnd(pipe.read))
    }

    private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                bytes += buffer[0..<count]
            } else if count == 0 || errno != EINTR {
                return bytes
            }
        }
    }
}
