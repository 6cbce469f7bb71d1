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
    /// Whether closing the database checkpoints its WAL into the main file (SQLite's default, `true`).
    ///
    /// `false` (`SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE`) suits a short-lived process that writes one small transaction
    /// per run (a command-line tool recording what it did): with ``Durability/normal`` its commit then costs no
    /// fsync at all, and the WAL is copied into the database by the automatic checkpoint (set
    /// ``truncatingCheckpointPages`` for such a process). The `-wal` and `-shm` files then stay beside the database
    /// between runs. Durability is
    /// that of ``Durability/normal``: a power loss may roll back the transactions since the last checkpoint, it
    /// never corrupts the file, and a process crash loses nothing (Docs/storage.md).
    public var checkpointsOnClose = true
    /// The WAL size, in pages (range 1…), at which a commit copies the WAL into the database and truncates it to
    /// zero bytes (`SQLITE_CHECKPOINT_TRUNCATE`); nil for SQLite's automatic checkpoint (passive, at 1000 pages).
    ///
    /// For a short-lived process with ``checkpointsOnClose`` `false`. The first connection of every process rebuilds
    /// the WAL's index by reading all the frames the WAL holds (SQLite resets the `-shm` file when no other process
    /// has it open), and a passive checkpoint leaves those frames in place: it restarts the WAL only for a later
    /// transaction of the same connection, which such a process never runs. So with SQLite's default the WAL grows
    /// by every run's pages for ever, each start reads all of it, and from 1000 pages on every commit checkpoints
    /// (with fsyncs). A truncating checkpoint at a few dozen pages keeps each start's read short, at the price of
    /// one checkpoint (with ``Durability/normal``, its fsyncs) per that many pages written. It waits, up to
    /// ``busyTimeoutMilliseconds``, for readers of older snapshots in other processes to finish; its failure never
    /// fails the commit (a later commit tries again).
    public var truncatingCheckpointPages: Int32?
    /// Whether the connection keeps the database locked from its first read until it closes
    /// (`PRAGMA locking_mode=EXCLUSIVE`, set before that read); ignored read-only.
    ///
    /// For a short-lived process that opens, writes one transaction and closes: its WAL index then lives in the
    /// process's memory, so no `-shm` file is created, truncated, grown and mapped at every start (about 20 system
    /// calls; SQLite resets `-shm` for the first connection of each process, issue 17's cold start), and the file
    /// locks are taken once. While it is open, other connections to the file wait (up to their busy timeout) or
    /// fail with `.busy`: use it only for a file no long-lived process keeps open. Connections opened without it
    /// (a read-only listing) use the `-shm` file as usual; an empty one is created beside the database when missing,
    /// so such a connection can read the WAL even in a folder it cannot write.
    public var locksExclusively = false
    /// The data-protection class of the files on iOS, tvOS, watchOS and visionOS; ignored elsewhere.
    public var dataProtection: DataProtectionClass = .completeUntilFirstUserAuthentication

    /// Creates a configuration; the defaults suit both a CLI and a daemon sharing one file.
    public init(
        isReadOnly: Bool = false, durability: Durability = .normal, busyTimeoutMilliseconds: Int32 = 10_000,
        checkpointsOnClose: Bool = true
    ) {
        self.isReadOnly = isReadOnly
        self.durability = durability
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        self.checkpointsOnClose = checkpointsOnClose
    }
}
