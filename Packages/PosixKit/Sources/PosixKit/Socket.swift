import Glibc

/// IP sockets (TCP and UDP) over BSD sockets; every descriptor is close-on-exec.
public enum Socket {
    /// Resolves `host:port` and starts a non-blocking TCP connect; wait for writability, then
    /// ``connectResult(_:)``.
    ///
    /// - Throws: `getaddrinfo` (as `EHOSTUNREACH`), `socket` or `connect` errors.
    public static func startTCPConnect(host: String, port: UInt16) throws(SystemCallError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let info = list else {
            throw SystemCallError(call: "getaddrinfo", code: EHOSTUNREACH)
        }
        defer { freeaddrinfo(list) }
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(info.pointee.ai_family, kind, 0)
        guard descriptor >= 0 else { throw SystemCallError.last("socket") }
        if connect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) != 0, errno != EINPROGRESS {
            let error = SystemCallError.last("connect")
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// The outcome of a non-blocking connect once the socket is writable: nil when connected.
    public static func connectResult(_ descriptor: Int32) -> SystemCallError? {
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length) == 0 else { return .last("getsockopt") }
        return code == 0 ? nil : SystemCallError(call: "connect", code: code)
    }

    /// Binds a non-blocking UDP socket to `port` on all IPv4 addresses, or on `host` (a dotted IPv4 address).
    ///
    /// - Throws: `socket`, `inet_pton` (as `EINVAL`) or `bind` errors.
    public static func bindUDP(host: String?, port: UInt16) throws(SystemCallError) -> Int32 {
        let kind = Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(AF_INET, kind, 0)
        guard descriptor >= 0 else { throw SystemCallError.last("socket") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = INADDR_ANY
        if let host, !host.isEmpty, inet_pton(AF_INET, host, &address.sin_addr) != 1 {
            close(descriptor)
            throw SystemCallError(call: "inet_pton", code: EINVAL)
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let error = SystemCallError.last("bind")
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// Sends `bytes` as one UDP datagram to `host` (a dotted IPv4 address) at `port`, from a socket of its own.
    ///
    /// - Throws: `socket`, `inet_pton` (as `EINVAL`) or `sendto` errors.
    public static func sendUDP(_ bytes: [UInt8], host: String, port: UInt16) throws(SystemCallError) {
        let descriptor = socket(AF_INET, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SystemCallError.last("socket") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw SystemCallError(call: "inet_pton", code: EINVAL)
        }
        let sent = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                sendto(descriptor, bytes, bytes.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard sent == bytes.count else { throw SystemCallError.last("sendto") }
    }

    /// The port a bound socket got (for port 0: the one the system chose), or nil.
    public static func localPort(_ descriptor: Int32) -> UInt16? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return result == 0 ? UInt16(bigEndian: address.sin_port) : nil
    }
}
