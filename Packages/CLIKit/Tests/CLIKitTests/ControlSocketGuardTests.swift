import Expectations

// Linux only, like ControlSocketGuard (CLIKit's PosixKit dependency).
#if os(Linux)
    import CLIKit
    import CLIKitTesting
    import Foundation
    import Testing

    #if canImport(Glibc)
        import Glibc
    #endif

    /// The checks both ends of a control socket make before trusting it.
    @Suite struct ControlSocketGuardTests {
        private let base: String

        init() throws {
            base = NSTemporaryDirectory() + "socket-guard-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        }

        @Test func privateFolderIsMadeOwnerOnlyAndCheckedAgain() throws {
            let folder = base + "/denizrotad-\(geteuid())"
            #expect(try ControlSocketGuard.checkPrivateDirectory(folder, userID: geteuid()) == false)
            try ControlSocketGuard.preparePrivateDirectory(folder, userID: geteuid())
            var status = stat()
            #expect(lstat(folder, &status) == 0 && status.st_mode & 0o7777 == 0o700)
            #expect(try ControlSocketGuard.checkPrivateDirectory(folder, userID: geteuid()))
            try ControlSocketGuard.preparePrivateDirectory(folder, userID: geteuid())
            expectEqual(chmod(folder, 0o755), 0)
            #expect(throws: ControlSocketError.openDirectory(path: folder, mode: "0755")) {
                try ControlSocketGuard.preparePrivateDirectory(folder, userID: geteuid())
            }
            #expect(throws: ControlSocketError.foreignDirectory(path: folder, userID: geteuid())) {
                try ControlSocketGuard.checkPrivateDirectory(folder, userID: geteuid() &+ 1)
            }
            try FileManager.default.removeItem(atPath: base)
        }

        @Test func aLinkOrFileIsNotAPrivateFolder() throws {
            try FileManager.default.createDirectory(atPath: base + "/real", withIntermediateDirectories: false)
            expectEqual(chmod(base + "/real", 0o700), 0)
            expectEqual(symlink("real", base + "/link"), 0)
            #expect(throws: ControlSocketError.notADirectory(path: base + "/link")) {
                try ControlSocketGuard.preparePrivateDirectory(base + "/link", userID: geteuid())
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
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (index, byte) in socketPath.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
            }
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            close(descriptor)
            try ControlSocketGuard.removeStaleSocket(socketPath)
            #expect(!FileManager.default.fileExists(atPath: socketPath))
            try FileManager.default.removeItem(atPath: base)
        }

        @Test func peerCredentialsNameTheConnectedUser() {
            var pair: [Int32] = [-1, -1]
            expectEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair), 0)
            defer { for end in pair { close(end) } }
            expectEqual(ControlSocketGuard.peerUserID(pair[0]), geteuid())
            #expect(ControlSocketGuard.peerUserID(-1) == nil)
        }
    }
#endif
