/// Sends sd_notify(3) state lines (`READY=1`, `STOPPING=1`) to the datagram socket named by `NOTIFY_SOCKET`,
/// as systemd's `Type=notify` services do; no library needed.
public struct SystemdNotifier: Sendable {
    /// The socket path (a leading `@` is the abstract namespace).
    public let socketPath: String

    /// A notifier when `NOTIFY_SOCKET` is set in `variables` (the process environment, injected), else nil.
    public init?(variables: [String: String]) {
        guard let path = variables["NOTIFY_SOCKET"], !path.isEmpty else { return nil }
        socketPath = path
    }

    /// Sends one notification; a failure is returned for logging, never thrown.
    @discardableResult
    public func notify(_ state: String) -> SystemCallError? {
        do {
            try UnixSocket.sendDatagram(state, to: socketPath)
            return nil
        } catch {
            return error
        }
    }
}
