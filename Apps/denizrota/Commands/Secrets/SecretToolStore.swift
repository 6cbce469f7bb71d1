import Foundation

/// ``SecretStore`` on the desktop keyring through libsecret's `secret-tool` (Debian libsecret-tools), which speaks
/// the freedesktop Secret Service API over the session D-Bus (gnome-keyring, KeePassXC, KWallet ≥ 5.97).
///
/// The secret goes through the child's standard input (`secret-tool store` reads it from a pipe), never its
/// arguments, which other users can read in `/proc`. One lookup costs a process start and a D-Bus round trip
/// (Docs/security.md "Keyring" has the measured figure).
public struct SecretToolStore: SecretStore {
    /// The `secret-tool` executable.
    public let executable: String
    /// The child's environment (it needs `DBUS_SESSION_BUS_ADDRESS`).
    public let environment: [String: String]

    /// Creates the store.
    public init(executable: String, environment: [String: String]) {
        self.executable = executable
        self.environment = environment
    }

    /// `secret-tool` on the `PATH` of `environment`, if any.
    public static func find(environment: [String: String]) -> String? {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/secret-tool" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `secret-tool store --label=LABEL attr value …`, the secret on standard input.
    public func store(_ secret: String, label: String, attributes: [String: String]) throws(SecretStoreError) {
        let result = run(["store", "--label=\(label)"] + Self.flatten(attributes), input: secret)
        guard result.status == 0 else { throw SecretStoreError(status: result.status, detail: result.error) }
    }

    /// `secret-tool lookup attr value …`: exit 1 with nothing on standard error means "no such secret".
    public func lookup(attributes: [String: String]) throws(SecretStoreError) -> String? {
        let result = run(["lookup"] + Self.flatten(attributes), input: "")
        if result.status == 0 { return result.output.trimmingCharacters(in: .newlines) }
        if result.status == 1, result.error.isEmpty { return nil }
        throw SecretStoreError(status: result.status, detail: result.error)
    }

    /// `secret-tool clear attr value …`.
    public func clear(attributes: [String: String]) throws(SecretStoreError) {
        let result = run(["clear"] + Self.flatten(attributes), input: "")
        guard result.status == 0 || (result.status == 1 && result.error.isEmpty) else {
            throw SecretStoreError(status: result.status, detail: result.error)
        }
    }

    private static func flatten(_ attributes: [String: String]) -> [String] {
        attributes.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
    }

    private func run(_ arguments: [String], input: String) -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
        do { try process.run() } catch { return (-1, "", "\(executable): \(error.localizedDescription)") }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self),
            String(decoding: error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        )
    }
}
