/// Why the keyring could not be used: the helper's exit status and what it said on standard error (never a secret).
public struct SecretStoreError: Error, Equatable, Sendable {
    /// `secret-tool`'s exit status (or -1 when it could not be started).
    public var status: Int32
    /// Its standard error, trimmed (for example "Cannot autolaunch D-Bus without X11 $DISPLAY").
    public var detail: String

    /// Creates an error.
    public init(status: Int32, detail: String) {
        self.status = status
        self.detail = detail
    }
}
