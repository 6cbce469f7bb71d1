import CLIKitTesting
import Foundation

/// The real Cloud Firestore emulator (Debian package google-cloud-cli-firestore-emulator, Java 17) plus the
/// Auth stand-in (`Tests/Fixtures/fake-firebase-auth.py`), started once per test process and shared by every
/// sync test (each test uses its own user id, so they do not interfere).
///
/// The JVM runs under `timeout --kill-after=5 900` inside a shell that kills it when our stdin pipe closes, so
/// neither a crashed test process nor a hung emulator can keep CI waiting; start-up is bounded by 90 s.
final class SyncEmulator: @unchecked Sendable {
    /// Why the emulator could not be used.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    static let project = "demo-denizrota"
    static let jar = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar"
    static let installHint =
        "the Firestore emulator is missing: install the Debian package google-cloud-cli-firestore-emulator "
        + "(apt source https://packages.cloud.google.com/apt cloud-sdk main) and openjdk-17-jre-headless, "
        + "or set FIRESTORE_EMULATOR_JAR to cloud-firestore-emulator.jar"

    /// The one emulator of this test process.
    static let shared = Result { try SyncEmulator() }

    let firestorePort: Int
    let authPort: Int
    /// Seconds from launch until the emulator answered.
    let startupSeconds: Double
    private let emulator: Process
    private let emulatorInput = Pipe()
    private let auth: Process
    private let authInput = Pipe()

    private init() throws {
        let jar = ProcessInfo.processInfo.environment["FIRESTORE_EMULATOR_JAR"] ?? Self.jar
        guard FileManager.default.fileExists(atPath: jar), FileManager.default.fileExists(atPath: "/usr/bin/java")
        else { throw Unavailable(description: Self.installHint) }
        let rules = FileManager.default.temporaryDirectory.appendingPathComponent("sync-rules-\(UUID().uuidString)")
        try Data(Self.rules.utf8).write(to: rules)
        firestorePort = try Self.freePort()
        emulator = Process()
        emulator.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        // The JVM compiles with C1 only and collects on one thread: a test run is too short for C2 to pay back
        // (the Firestore suites took 10 CPU-s with the defaults, 7 with these, and less wall time).
        emulator.arguments = [
            "--kill-after=5", "900", "/bin/sh", "-c",
            "/usr/bin/java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Duser.language=en -cp \"$0\" "
                + "com.google.cloud.datastore.emulator.firestore.CloudFirestore "
                + "start --host=127.0.0.1 --port=$1 --rules=\"$2\" --project_id=$3 >/dev/null 2>&1 & j=$!; "
                + "cat >/dev/null; kill $j; wait $j",
            jar, String(firestorePort), rules.path, Self.project,
        ]
        emulator.standardInput = emulatorInput
        let started = Date()
        try emulator.run()
        (auth, authPort) = try Self.startAuth(authInput)
        try Self.waitUntilAnswering(port: firestorePort, seconds: 90)
        startupSeconds = Date().timeIntervalSince(started)
    }

    deinit { stop() }

    /// Stops both servers.
    func stop() {
        try? emulatorInput.fileHandleForWriting.close()
        try? authInput.fileHandleForWriting.close()
    }

    /// The environment that points the tools at the emulators, with a database and credentials file in `directory`.
    func environment(_ directory: String) -> [String: String] {
        [
            "FIRESTORE_EMULATOR_HOST": "127.0.0.1:\(firestorePort)",
            "FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:\(authPort)", "DENIZROTA_SYNC_PROJECT": Self.project,
            "DENIZROTA_DB": "\(directory)/denizrota.sqlite", "XDG_STATE_HOME": "\(directory)/state",
            "HOME": directory,
        ]
    }

    /// `http://127.0.0.1:PORT/v1/projects/P/databases/(default)/documents`.
    var documentsURL: String {
        "http://127.0.0.1:\(firestorePort)/v1/projects/\(Self.project)/databases/(default)/documents"
    }

    /// An unsigned ID token for `uid`, as the Auth stand-in mints them.
    static func token(_ uid: String) -> String {
        func b64(_ text: String) -> String {
            Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        }
        let claims =
            "{\"sub\":\"\(uid)\",\"user_id\":\"\(uid)\",\"aud\":\"\(project)\",\"iat\":1,\"exp\":9999999999,"
            + "\"iss\":\"https://securetoken.google.com/\(project)\"}"
        return b64("{\"alg\":\"none\",\"typ\":\"JWT\"}") + "." + b64(claims) + "."
    }

    /// Only a signed-in user's own tree: `users/{uid}` and everything under it.
    static let rules = """
        rules_version = '2';
        service cloud.firestore {
          match /databases/{database}/documents {
            match /users/{uid} {
              allow read, write: if request.auth != null && request.auth.uid == uid;
              match /{document=**} {
                allow read, write: if request.auth != null && request.auth.uid == uid;
              }
            }
          }
        }
        """

    private static func startAuth(_ input: Pipe) throws -> (Process, Int) {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fake-firebase-auth.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", script, "--port", "0", "--project", project, "--user", "alice@example.com:sea-salt",
            "--user", "bob@example.com:north-wind", "--user", "carol@example.com:gulet-24",
            "--user", "dave@example.com:long-haul", "--user", "erin@example.com:second-boat", "--user",
            "frank@example.com:bow-line", "--user", "gina@example.com:fore-deck",
            // PrivacyKeyringTests
            "--user", "kim@example.com:pw-kim", "--user", "lee@example.com:pw-lee", "--user", "max@example.com:pw",
            "--user", "ria@example.com:pw",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5).prefix { $0.isNumber }) else {
            throw Unavailable(description: "the Auth stand-in did not start: \(line)")
        }
        return (process, port)
    }

    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(socket, raw, length) == 0 && getsockname(socket, raw, &length) == 0
            }
        }
        guard bound else { throw Unavailable(description: "no free loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func waitUntilAnswering(port: Int, seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if rootBody(port: port).hasPrefix("Ok") { return }
            usleep(100_000)
        }
        throw Unavailable(description: "the Firestore emulator did not answer within \(Int(seconds)) s")
    }

    /// The body of `GET /` on the loopback `port` (HTTP/1.0: the server closes after it), "" without an answer.
    ///
    /// Asked from the test process, a second at most: the JVM takes seconds to start, and a curl run per poll
    /// cost more than the wait.
    private static func rootBody(port: Int) -> String {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        let request = Array("GET / HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        guard connected, send(descriptor, request, request.count, Int32(MSG_NOSIGNAL)) == request.count else {
            return ""
        }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = recv(descriptor, &buffer, buffer.count, 0), count > 0 { response += buffer[0..<count] }
        let text = String(decoding: response, as: UTF8.self)
        return text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
    }
}
