import Glibc

/// Unix-domain sockets (`unix(7)`): stream listen/accept/connect and one-shot datagrams; all close-on-exec.
///
/// A path with a leading `@` names the abstract namespace (as systemd's `NOTIFY_SOCKET` does).
public enum UnixSocket {
    /// Fills a Unix-domain address.
    ///
    /// - Throws: `ENAMETOOLONG` (call `sockaddr_un`) for an empty path or one longer than `sun_path`.
    static func address(_ path: String) throws(SystemCallError) -> (sockaddr_un, socklen_t) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(path.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard !bytes.isEmpty, bytes.count < capacity else {
            throw SystemCallError(call: "sockaddr_un", code: ENAMETOOLONG)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let length = MemoryLayout<sa_family_t>.size + bytes.count + (bytes[0] == 0 ? 0 : 1)
        return (address, socklen_t(length))
    }

    /// Binds a non-blocking stream socket at `path`, sets the file's mode to 0600 and listens (backlog 8).
    ///
    /// The path must be free: removing a stale socket is the caller's decision.
    ///
    /// - Throws: `socket` or `bind` errors (`EADDRINUSE` when a file is at the path).
    public static func listen(path: String) throws(SystemCallError) -> Int32 {
        var (address, length) = try address(path)
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(AF_UNIX, kind, 0)
        guard descriptor >= 0 else { throw SystemCallError.last("socket") }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard result == 0, chmod(path, 0o600) == 0, Glibc.listen(descriptor, 8) == 0 else {
            let error = SystemCallError.last("bind")
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// Accepts one waiting client as a non-blocking, close-on-exec descriptor; nil when none waits.
    public static func accept(_ listener: Int32) -> Int32? {
        let client = Glibc.accept(listener, nil, nil)
        guard client >= 0 else { return nil }
        Descriptor.setFlags(client, nonBlocking: true)
        return client
    }

    /// Connects a blocking stream socket to `path`.
    ///
    /// - Throws: `sockaddr_un` (`ENAMETOOLONG`), `socket` or `connect` errors (`ENOENT`, `ECONNREFUSED`).
    public static func connect(path: String) throws(SystemCallError) -> Int32 {
        var (address, length) = try address(path)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SystemCallError.last("socket") }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, length) }
        }
        guard result == 0 else {
            let error = SystemCallError.last("connect")
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// Sends `text` as one datagram to the datagram socket at `path` (sd_notify's transport).
    public static func sendDatagram(_ text: String, to path: String) throws(SystemCallError) {
        var (address, length) = try address(path)
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SystemCallError.last("socket") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let sent = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                sendto(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL), $0, length)
            }
        }
        guard sent == bytes.count else { throw SystemCallError.last("sendto") }
    }
}
