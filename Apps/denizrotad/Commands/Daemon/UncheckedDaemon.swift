/// Hands the ``Daemon`` to the thread that runs its loop.
///
/// `@unchecked Sendable` is sound here: the daemon is created on the calling task, which then only awaits the
/// loop's result, so exactly one thread uses it at any time.
final class UncheckedDaemon: @unchecked Sendable {
    /// The daemon.
    let daemon: Daemon

    /// Wraps the daemon.
    init(daemon: Daemon) {
        self.daemon = daemon
    }
}
