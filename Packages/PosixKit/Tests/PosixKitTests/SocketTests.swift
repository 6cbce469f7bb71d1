import Expectations
import Foundation
import PosixKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Unix and IP sockets against the real kernel.
@Suite struct SocketTests {
    private let folder = NSTemporaryDirectory() + "posixkit-\(UUID().uuidString.prefix(8))"

    @Test func unixStreamConnectsAcceptsAndNamesThePeer() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/control"
        let listener = try UnixSocket.listen(path: path)
        defer { Descriptor.close(listener) }
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        let client = try UnixSocket.connect(path: path)
        defer { Descriptor.close(client) }
        let server = try #require(UnixSocket.accept(listener))
        defer { Descriptor.close(server) }
        expectEqual(PeerCredentials.userID(of: client), PeerCredentials.effectiveUserID)
        expectEqual(PeerCredentials.userID(of: server), PeerCredentials.effectiveUserID)
        #expect(Descriptor.writeAll(client, Array("ping\n".utf8)))
        #expect(Descriptor.waitReadable(server, milliseconds: 2000))
        var buffer = [UInt8](repeating: 0, count: 16)
        expectEqual(read(server, &buffer, 16), 5)
        #expect(UnixSocket.accept(listener) == nil)
        #expect(throws: SystemCallError(call: "bind", code: EADDRINUSE)) { try UnixSocket.listen(path: path) }
    }

    @Test func connectingToNothingIsAnErrorValue() {
        #expect(throws: SystemCallError(call: "connect", code: ENOENT)) {
            try UnixSocket.connect(path: folder + "/missing")
        }
        let long = "/tmp/" + String(repeating: "x", count: 200)
        #expect(throws: SystemCallError(call: "sockaddr_un", code: ENAMETOOLONG)) { try UnixSocket.connect(path: long) }
        expectEqual(SystemCallError(call: "connect", code: ECONNREFUSED).description, "connect: Connection refused")
    }

    @Test func notifierNeedsTheVariableAndReportsAFailedSend() {
        #expect(SystemdNotifier(variables: [:]) == nil)
        #expect(SystemdNotifier(variables: ["NOTIFY_SOCKET": ""]) == nil)
        let notifier = SystemdNotifier(variables: ["NOTIFY_SOCKET": folder + "/notify"])
        expectEqual(notifier?.notify("READY=1"), SystemCallError(call: "sendto", code: ENOENT))
    }

    @Test func udpBindsAndARefusedTCPConnectIsReported() throws {
        let udp = try Socket.bindUDP(host: "127.0.0.1", port: 0)
        defer { Descriptor.close(udp) }
        let port = try #require(Socket.localPort(udp))
        #expect(port > 0)
        try Socket.sendUDP(Array("$GPRMC".utf8), host: "127.0.0.1", port: port)
        var datagram = [UInt8](repeating: 0, count: 16)
        #expect(Descriptor.waitReadable(udp, milliseconds: 2000))
        expectEqual(datagram.withUnsafeMutableBytes { Descriptor.receive(udp, into: $0) }, .bytes(6))
        #expect(throws: SystemCallError(call: "inet_pton", code: EINVAL)) {
            try Socket.bindUDP(host: "not-an-address", port: 0)
        }
        // Nothing listens on TCP at the port the UDP socket holds (the kernel hands out free ports).
        let tcp = try Socket.startTCPConnect(host: "127.0.0.1", port: port)
        defer { Descriptor.close(tcp) }
        var request = pollfd(fd: tcp, events: Int16(POLLOUT), revents: 0)
        expectEqual(poll(&request, 1, 2000), 1)
        expectEqual(Socket.connectResult(tcp), SystemCallError(call: "connect", code: ECONNREFUSED))
    }
}

/// File kinds, owners and modes as `lstat`/`fstat` report them.
@Suite struct FileStatusTests {
    @Test func kindsOwnerAndModeOfRealFiles() throws {
        let folder = NSTemporaryDirectory() + "posixkit-status-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectEqual(chmod(folder, 0o700), 0)
        let status = try FileStatus(path: folder)
        #expect(status.kind == .directory && status.permissions == 0o700)
        expectEqual(status.ownerID, PeerCredentials.effectiveUserID)
        expectEqual(symlink(folder, folder + "/link"), 0)
        #expect(try FileStatus(path: folder + "/link").kind == .symbolicLink)
        let listener = try UnixSocket.listen(path: folder + "/s")
        defer { Descriptor.close(listener) }
        #expect(try FileStatus(path: folder + "/s").kind == .socket)
        #expect(try FileStatus(descriptor: listener).kind == .socket)
        #expect(try FileStatus(path: "/dev/null").kind == .characterDevice)
        #expect(throws: SystemCallError(call: "lstat", code: ENOENT)) { try FileStatus(path: folder + "/none") }
        #expect(throws: SystemCallError(call: "fstat", code: EBADF)) { try FileStatus(descriptor: -1) }
    }
}
