import CLIKitTesting
import Expectations
import Foundation
import PosixKit
import Testing

/// The sync refresh token in a real desktop keyring, and the 0600-file fallback.
///
/// gnome-keyring-daemon is unlocked inside `dbus-run-session`,
/// reached through `secret-tool` (Debian gnome-keyring, libsecret-tools, dbus; scripts/install-deps installs them),
/// and without a session bus the token goes to the file. The Auth stand-in's token for uid U is `refresh-U`.
@Suite(.serialized) struct PrivacyKeyringTests {
    let emulator: SyncEmulator
    let directory: String

    init() throws {
        emulator = try SyncEmulator.shared.get()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("keyring-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// Runs `script` in a private session bus with an unlocked gnome-keyring; `$DENIZROTA` is the built binary.
    func inKeyringSession(_ script: String, extra: [String: String] = [:]) throws -> ToolRun {
        for tool in ["/usr/bin/dbus-run-session", "/usr/bin/gnome-keyring-daemon", "/usr/bin/secret-tool"] {
            #expect(
                FileManager.default.isExecutableFile(atPath: tool),
                "\(tool) missing: scripts/install-deps installs dbus, gnome-keyring and libsecret-tools")
        }
        let binary = try ToolRunner.binary(named: "denizrota").path
        // In the foreground, so the script can stop it: a daemonized keyring would keep the runner's pipes open.
        let prelude = """
            export HOME="$0"
            printf pw | gnome-keyring-daemon --foreground --unlock --components=secrets >/dev/null 2>&1 & KEYRING=$!
            trap 'kill $KEYRING' EXIT
            for i in $(seq 100); do
              dbus-send --session --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.NameHasOwner \\
                string:org.freedesktop.secrets 2>/dev/null | grep -q true && break
              sleep 0.1
            done

            """
        // python3 closes every inherited descriptor above 2 first: dbus-daemon and the keyring outlive the script
        // by a moment and would otherwise hold the pipe Foundation uses to notice that its child has exited.
        let closeAndRun = "import os, sys; os.closerange(3, 65536); os.execv(sys.argv[1], sys.argv[1:])"
        return try ToolRunner.run(
            "/usr/bin/python3",
            ["-c", closeAndRun, "/usr/bin/dbus-run-session", "--", "/bin/sh", "-c", prelude + script, directory],
            environment: emulator.environment(directory).merging(["DENIZROTA": binary]) { $1 }.merging(extra) {
                $1
            }, timeLimit: 120)
    }

    @Test func theTokenLivesInTheKeyringAndNowhereElse() throws {
        let run = try inKeyringSession(
            """
            printf 'pw-kim\\n' > "$0/pw"
            "$DENIZROTA" sync login --email kim@example.com --password-stdin < "$0/pw"; echo "login=$?"
            echo "keyring=$(secret-tool lookup application denizrota service denizrota-sync project demo-denizrota user kim)"
            "$DENIZROTA" sync status --json; echo "status=$?"
            "$DENIZROTA" sync --push --json; echo "sync=$?"
            cat "$0/state/denizrota/sync-credentials.json"; echo
            "$DENIZROTA" sync logout; echo "logout=$?"
            echo "after=$(secret-tool lookup application denizrota service denizrota-sync project demo-denizrota user kim)"
            """)
        let output = run.standardOutput
        #expect(output.contains("login=0"), "\(output)\n\(run.standardError)")
        #expect(output.contains("keyring=refresh-kim\n"), "\(output)")
        #expect(output.contains("\"tokenInKeyring\":true"), "\(output)")
        #expect(output.contains("status=0") && output.contains("sync=0") && output.contains("logout=0"), "\(output)")
        #expect(output.contains("after=\n"), "\(output)")
        // Nowhere else: not in the file, the JSON, any diagnostic, the database.
        expectEqual(output.components(separatedBy: "refresh-kim").count, 2, "\(output)")
        #expect(!run.standardError.contains("refresh-kim"))
        #expect(!run.standardError.contains("keyring (Secret Service)"), "no file notice: \(run.standardError)")
        let database = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/denizrota.sqlite"))
        #expect(database.range(of: Data("refresh-kim".utf8)) == nil)
    }

    @Test func withoutASessionBusTheTokenGoesToAPrivateFileWithANotice() throws {
        let run = try ToolRunner.run(
            "denizrota", ["sync", "login", "--email", "lee@example.com", "--password-stdin", "--lang", "en"],
            standardInput: "pw-lee\n", environment: emulator.environment(directory), timeLimit: 60)
        expectEqual(run.status, 0, "\(run.standardError)")
        let path = "\(directory)/state/denizrota/sync-credentials.json"
        #expect(
            run.standardError
                == "No desktop keyring (Secret Service) is available: the sign-in token is kept in \(path), "
                + "readable by you alone.\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        expectEqual(attributes[.posixPermissions] as? Int, 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("refresh-lee"))
        expectEqual(try FileStatus(path: "\(directory)/state/denizrota").permissions, 0o700)
        // A file others can read is refused, naming the path and the fix, without the token; our own directory
        // with a looser mode is repaired with a warning first.
        try FilePaths.setPermissions(path, 0o644)
        try FilePaths.setPermissions("\(directory)/state/denizrota", 0o755)
        let refused = try ToolRunner.run(
            "denizrota", ["sync", "--push", "--lang", "en"], environment: emulator.environment(directory))
        expectEqual(refused.status, 74)
        #expect(
            refused.standardError
                == "denizrota: warning: \(directory)/state/denizrota was open to other users (mode 0755); changed to "
                + "0700 so only you can use it\n"
                + "denizrota: error: refusing to use \(path): other users can read it (mode 0644); sign in again "
                + "after `chmod 600 \(path)`, or delete it\n")
    }

    @Test func aKeyringThatIsForcedButAbsentIsAClearError() throws {
        let run = try ToolRunner.run(
            "denizrota", ["sync", "login", "--email", "max@example.com", "--password-stdin", "--lang", "en"],
            standardInput: "pw\n",
            environment: emulator.environment(directory).merging([
                "DENIZROTA_SECRET_STORE": "keyring", "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(directory)/no-bus",
            ]) { $1 }, timeLimit: 60)
        expectEqual(run.status, 74)
        #expect(run.standardError.hasPrefix("denizrota: error: the desktop keyring did not answer ("))
        #expect(!run.standardError.contains("refresh-max"))
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/state/denizrota/sync-credentials.json"))
    }

    /// `data erase --remote`: the synced copy goes first (routes, trips, the user document), then the local files.
    @Test func eraseRemoteDeletesTheSyncedCopy() throws {
        let environment = emulator.environment(directory).merging(["DENIZROTA_SECRET_STORE": "file"]) { $1 }
        func denizrota(_ arguments: [String], input: String = "") throws -> ToolRun {
            try ToolRunner.run("denizrota", arguments, standardInput: input, environment: environment, timeLimit: 120)
        }
        func documents(_ path: String) throws -> String {
            try ToolRunner.run(
                "/usr/bin/curl",
                [
                    "-s", "\(emulator.documentsURL)/users/ria\(path)", "-H",
                    "Authorization: Bearer \(SyncEmulator.token("ria"))", "--max-time", "60",
                ], timeLimit: 90
            ).standardOutput
        }
        #expect(
            try denizrota(["sync", "login", "--email", "ria@example.com", "--password-stdin"], input: "pw\n").status
                == 0)
        #expect(try denizrota(["route", "new", "Knidos"]).status == 0)
        #expect(try denizrota(["route", "add", "Knidos", "36.75", "27.69"]).status == 0)
        #expect(try denizrota(["boat", "set", "--type", "sailboat"]).status == 0)
        let pushed = try denizrota(["sync", "--push"])
        expectEqual(pushed.status, 0, "\(pushed.standardError)")
        #expect(try documents("/routes").contains("Knidos"))
        let erased = try denizrota(["data", "erase", "--remote", "--yes", "--lang", "en"])
        expectEqual(erased.status, 0, "\(erased.standardError)")
        #expect(
            erased.standardOutput.hasPrefix("deleted 2 documents of your synced copy\n"), "\(erased.standardOutput)")
        #expect(!(try documents("/routes")).contains("Knidos"))
        #expect(try documents("").contains("NOT_FOUND"))
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/denizrota.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/state/denizrota/sync-credentials.json"))
    }
}
