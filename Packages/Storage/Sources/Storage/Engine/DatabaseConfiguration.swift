/// How `SQLiteDatabase` opens a file: access mode, durability and how long to wait for another process's lock.
public struct DatabaseConfiguration: Sendable, Equatable {
    /// Whether to open for reading only (`SQLITE_OPEN_READONLY`).
    ///
    /// No file is created and writes fail with `.readOnly`. A database that still needs a migration is refused with `.readOnly`, one newer than the program with
    /// `.newerThanProgram`.
    public var isReadOnly: Bool
    /// Durability of committed transactions; `.normal` (survives a process crash) by default.
    public var durability: Durability
    /// How long a statement waits for another connection's lock before failing with `.busy`, in milliseconds.
    ///
    /// Range 0…2_147_483_647. Default 10_000 (10 s), far above the few milliseconds any of our
    /// transactions holds the write lock.
    public var busyTimeoutMilliseconds: Int32
    /// The data-protection class of the files on iOS, tvOS, watchOS and visionOS; ignored elsewhere.
    public var dataProtection: DataProtectionClass = .completeUntilFirstUserAuthentication

    /// Creates a configuration; the defaults suit both a CLI and a daemon sharing one file.
    public init(isReadOnly: Bool = false, durability: Durability = .normal, busyTimeoutMilliseconds: Int32 = 10_000) {
        self.isReadOnly = isReadOnly
        self.durability = durability
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
    }
}
