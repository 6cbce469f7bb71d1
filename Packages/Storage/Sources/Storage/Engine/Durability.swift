/// How much a committed transaction survives, set with `PRAGMA synchronous` (<https://www.sqlite.org/pragma.html#pragma_synchronous>).
///
/// Both levels keep every committed transaction across a crash of the process (the WAL is written with
/// `write(2)` before `commit` returns, and the kernel keeps it). They differ on power loss or a kernel crash.
public enum Durability: Sendable, Equatable {
    /// `synchronous=FULL`: the WAL is fsync'ed at every commit, so a committed transaction also survives power
    /// loss. One fsync per transaction (batch rows into one transaction). The default.
    case full
    /// `synchronous=NORMAL`: fsync only at checkpoints. The database stays consistent, but the last
    /// transactions before a power loss may be rolled back. Faster for many tiny transactions.
    case normal

    /// The `PRAGMA synchronous` value.
    var pragmaValue: String {
        switch self {
        case .full: "FULL"
        case .normal: "NORMAL"
        }
    }
}
