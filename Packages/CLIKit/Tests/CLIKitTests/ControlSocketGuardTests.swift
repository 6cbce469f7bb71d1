import Expectations

// Linux only, like ControlSocketGuard (CLIKit's PosixKit dependency).
#if os(Linux)
    import CLIKit
    import CLIKitTesting
    import Foundation
    import PosixKit
    import Testing

    /// The checks both ends of a control socket make before trusting it.
    @Suite struct ControlSocketGuardTests {
        private let base: String

        init() throws {
            base = NSTemporaryDirectory() + "socket-guard-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        }

        @Test func privateFolderIsMadeOwnerOnlyAndCheckedAgain() throws {
            let user = ProcessIdentity.effectiveUserID
            let folder = base + "/denizrotad-\(user)"
            #expect(try ControlSocketGuard.checkPrivateDirectory(folder, userID: user) == false)
            try ControlSocketGuard.preparePrivateDirectory(folder, userID: user)
            expectEqual(try FileStatus(path: folder).permissions, 0o700)
            #expect(try ControlSocketGuard.checkPrivateDirectory(folder, userID: user))
            try ControlSocketGuard.preparePrivateDirectory(folder, userID: user)
            try FilePaths.setPermissions(folder, 0o755)
            #expect(throws: ControlSocketError.openDirectory(path: folder, mode: "0755")) {
                try ControlSocketGuard.preparePrivateDirectory(folder, userID: user)
            }
            #expect(throws: ControlSocketError.foreignDirectory(path: folder, userID: user)) {
                try ControlSocketGuard.checkPrivateDirectory(folder, userID: user &+ 1)
            }
            try FileManager.default.removeItem(atPath: base)
        }

        @Test func aLinkOrFileIsNotAPrivateFolder() throws {
            try FileManager.default.createDirectory(atPath: base + "/real", withIntermediateDirectories: false)
            try FilePaths.setPermissions(base + "/real", 0o700)
            try FileManager.default.createSymbolicLink(atPath: base + "/link", withDestinationPath: "real")
            #expect(throws: ControlSocketError.notADirectory(path: base + "/link")) {
                try ControlSocketGuard.preparePrivateDirectory(base + "/link", userID: ProcessIdentity.effectiveUserID)
            }
            try FileManager.default.removeItem(atPath: base)
        }

        @Test func onlyASocketIsEverRemoved() throws {
            let file = base + "/control"
            try Data("data".utf8).write(to: URL(fileURLWithPath: file))
            #expect(throws: ControlSocketError.notASocket(path: file)) {
                try ControlSocketGuard.removeStaleSocket(file)
            }
            #expect(throws: ControlSocketError.notASocket(path: base)) {
                try ControlSocketGuard.removeStaleSocket(base)
            }
            #expect(FileManager.default.fileExists(atPath: file))
            try ControlSocketGuard.removeStaleSocket(base + "/absent")
            let socketPath = base + "/s"
            Descriptor.close(try UnixSocket.listen(path: socketPath))  // closed: a stale socket file stays
            try ControlSocketGuard.removeStaleSocket(socketPath)
            #expect(!FileManager.default.fileExists(atPath: socketPath))
            try FileManager.default.removeItem(atPath: base)
        }

        @Test func peerCredentialsNameTheConnectedUser() throws {
            let listener = try UnixSocket.listen(path: base + "/peer")
            let client = try UnixSocket.connect(path: base + "/peer")
            defer { for end in [listener, client] { Descriptor.close(end) } }
            expectEqual(ControlSocketGuard.peerUserID(client), ProcessIdentity.effectiveUserID)
            #expect(ControlSocketGuard.peerUserID(-1) == nil)
            try FileManager.default.removeItem(atPath: base)
        }
    }
#endif
