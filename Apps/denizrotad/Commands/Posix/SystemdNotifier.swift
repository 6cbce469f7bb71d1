/// Sends sd_notify(3) state lines (`READY=1`, `STOPPING=1`) to the datagram socket named by `NOTIFY_SOCKET`,
/// as systemd's `Type=notify` services do; no library needed.
struct SystemdNotifier {
    /// The socket path (a leading `@` is the abstract namespace).
    let socketPath: String

    /// A notifier when `NOTIFY_SOCKET` is set, else nil.
    init?(variables: [String: String]) {
        guard let path = variables["NOTIFY_SOCKET"], !path.isEmpty else { return nil }
        socketPath = path
    }

    /// Sends one notification; failures are returned for logging, never fatal.
    @discardableResult
    func notify(_ state: String) -> PosixError? {
        do {
            try Socket.sendDatagram(state, toUnixPath: socketPath)
            return nil
        } catch {
            return error
        }
    }
}
