import CLISupport
import Glibc

/// Small wrappers over BSD sockets (Glibc), all descriptors close-on-exec.
enum Socket {
    /// Resolves `host:port` and starts a non-blocking TCP connect; wait for writability, then ``connectResult(_:)``.
    static func startTCPConnect(host: String, port: UInt16) throws(PosixError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let info = list else {
            throw PosixError(call: "getaddrinfo", code: EHOSTUNREACH)
        }
        defer { freeaddrinfo(list) }
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(info.pointee.ai_family, kind, 0)
        guard descriptor >= 0 else { throw PosixError.last("socket") }
        if connect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) != 0, errno != EINPROGRESS {
            let error = PosixError.last("connect")
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// The outcome of a non-blocking connect once the socket is writable.
    static func connectResult(_ descriptor: Int32) -> PosixError? {
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length) == 0 else { return .last("getsockopt") }
        return code == 0 ? nil : PosixError(call: "connect", code: code)
    }

    /// Binds a non-blocking UDP socket to `port` on all IPv4 addresses (or `host`).
    static func bindUDP(host: String?, port: UInt16) throws(PosixError) -> Int32 {
        let kind = Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(AF_INET, kind, 0)
        guard descriptor >= 0 else { throw PosixError.last("socket") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = INADDR_ANY
        if let host, !host.isEmpty, inet_pton(AF_INET, host, &address.sin_addr) != 1 {
            close(descriptor)
            throw PosixError(call: "inet_pton", code: EINVAL)
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let error = PosixError.last("bind")
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// Fills a Unix-domain address; a leading `@` names the abstract namespace (as systemd's NOTIFY_SOCKET does).
    static func unixAddress(_ path: String) throws(PosixError) -> (sockaddr_un, socklen_t) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(path.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard !bytes.isEmpty, bytes.count < capacity else { throw PosixError(call: "sockaddr_un", code: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let length = MemoryLayout<sa_family_t>.size + bytes.count + (bytes[0] == 0 ? 0 : 1)
        return (address, socklen_t(length))
    }

    /// Listens on a Unix stream socket at `path` (mode 0600).
    ///
    /// A live socket is refused (`EADDRINUSE`, or ``ControlSocketError/foreignPeer(path:userID:)`` when another
    /// user's process serves it); a socket nobody listens on is removed; any other file at the path is an error
    /// (``ControlSocketError/notASocket(path:)``) and stays.
    ///
    /// - Throws: `PosixError` or ``ControlSocketError``.
    static func listenUnix(path: String) throws -> Int32 {
        let (address, length) = try unixAddress(path)
        if let probe = try? connectUnix(path: path) {
            let owner = ControlSocketGuard.peerUserID(probe)
            close(probe)
            if let owner, owner != geteuid() { throw ControlSocketError.foreignPeer(path: path, userID: owner) }
            throw PosixError(call: "bind", code: EADDRINUSE)
        }
        try ControlSocketGuard.removeStaleSocket(path)
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(AF_UNIX, kind, 0)
        guard descriptor >= 0 else { throw PosixError.last("socket") }
        var bound = address
        let result = withUnsafePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard result == 0, chmod(path, 0o600) == 0, listen(descriptor, 8) == 0 else {
            let error = PosixError.last("bind")
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// Connects a blocking Unix stream socket.
    static func connectUnix(path: String) throws(PosixError) -> Int32 {
        let (address, length) = try unixAddress(path)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw PosixError.last("socket") }
        var target = address
        let result = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, length) }
        }
        guard result == 0 else {
            let error = PosixError.last("connect")
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// Sends one datagram to a Unix datagram socket (sd_notify).
    static func sendDatagram(_ text: String, toUnixPath path: String) throws(PosixError) {
        var (address, length) = try unixAddress(path)
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw PosixError.last("socket") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let sent = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                sendto(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL), $0, length)
            }
        }
        guard sent == bytes.count else { throw PosixError.last("sendto") }
    }

    /// Writes all bytes to a descriptor (blocking semantics, retrying on EINTR/EAGAIN up to a short limit).
    @discardableResult
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        var retries = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                offset += count
            } else if count < 0, errno == EINTR || errno == EAGAIN, retries < 1000 {
                retries += 1
                var pfd = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&pfd, 1, 10)
            } else {
                return false
            }
        }
        return true
    }
}
