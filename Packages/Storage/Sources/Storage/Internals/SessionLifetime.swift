/// Marks whether a `DatabaseSession` may still be used: true while its transaction closure runs.
final class SessionLifetime {
    private(set) var isOpen = true

    /// Ends the session; later uses throw.
    func close() { isOpen = false }

    /// Throws `.invalidArgument` when the session's transaction has ended.
    func check() throws(StorageError) {
        guard isOpen else {
            throw StorageError(
                kind: .invalidArgument, message: "a DatabaseSession was used after its transaction ended")
        }
    }
}
