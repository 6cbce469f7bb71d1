import Glibc

/// Listening TCP sockets (IPv4 or IPv6) for servers: non-blocking, close-on-exec, `SO_REUSEADDR`.
public enum TCPListener {
    /// Binds and listens on a numeric address.
    ///
    /// - Parameters:
    ///   - host: `127.0.0.1`, `0.0.0.0`, `::1`, `::` (no names are resolved).
    ///   - port: the port; 0 lets the system choose (read it back with ``localPort(_:)``).
    ///   - backlog: the kernel's queue of connections not yet accepted.
    /// - Returns: the listening descriptor.
    /// - Throws: `getaddrinfo` (as `EINVAL`: the host is not a numeric address), `socket`, `bind` or `listen` errors.
    public static func listen(host: String, port: UInt16, backlog: Int32 = 64) throws(SystemCallError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICHOST | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let info = list else {
            throw SystemCallError(call: "getaddrinfo", code: EINVAL)
        }
        defer { freeaddrinfo(list) }
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(info.pointee.ai_family, kind, 0)
        guard descriptor >= 0 else { throw SystemCallError.last("socket") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        if bind(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) != 0 {
            let error = SystemCallError.last("bind")
            close(descriptor)
            throw error
        }
        guard Glibc.listen(descriptor, backlog) == 0 else {
            let error = SystemCallError.last("listen")
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// Accepts one waiting connection as a non-blocking, close-on-exec descriptor with the peer's numeric address
    /// (`127.0.0.1`, `::1`); nil when none waits.
    public static func accept(_ listener: Int32) -> (descriptor: Int32, peer: String)? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let client = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.accept(listener, $0, &length) }
        }
        guard client >= 0 else { return nil }
        Descriptor.setFlags(client, nonBlocking: true)
        return (client, numericHost(storage))
    }

    /// The port a listening socket is bound to (for port 0: the one the system chose), or nil.
    public static func localPort(_ descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { return nil }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer -> UInt16 in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    UInt16(bigEndian: $0.pointee.sin6_port)
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                UInt16(bigEndian: $0.pointee.sin_port)
            }
        }
    }

    /// The numeric address a connected socket was reached at (`192.168.1.20`, `::1`), or nil: on a server bound to
    /// every address (`0.0.0.0`), the address this client used.
    public static func localHost(_ descriptor: Int32) -> String? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return result == 0 ? numericHost(storage) : nil
    }

    /// The numeric text of an IPv4 or IPv6 address (`inet_ntop`); an IPv4-mapped IPv6 address stays as given.
    static func numericHost(_ storage: sockaddr_storage) -> String {
        var storage = storage
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        let family = Int32(storage.ss_family)
        let converted = withUnsafePointer(to: &storage) { pointer -> Bool in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { address in
                    var raw = address.pointee.sin6_addr
                    return inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count)) != nil
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { address in
                var raw = address.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &text, socklen_t(text.count)) != nil
            }
        }
        guard converted else { return "?" }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
