/// How much a committed transaction survives, set with `PRAGMA synchronous`
/// (<https://www.sqlite.org/pragma.html#pragma_synchronous>, <https://www.sqlite.org/wal.html>).
///
/// With the WAL journal both levels keep every committed transaction across a crash of the process: the
/// transaction is in the WAL file (written with `write(2)`, so in the kernel's page cache) before `transaction`
/// returns, and the kernel keeps it when the process dies. The kill test (MultiProcessTests) checks this
/// with the default level. The levels differ only on power loss or a kernel crash.
public enum Durability: Sendable, Equatable {
    /// `synchronous=NORMAL`, the default: no fsync at commit, only at checkpoints. After a power loss the
    /// database is consistent, but the transactions since the last checkpoint may be rolled back.
    case normal
    /// `synchronous=FULL`: the WAL is fsync'ed at every commit, so a committed transaction also survives power
    /// loss. Costs one fsync per transaction (about 3–8 ms on this machine): batch rows into few transactions.
    /// Choose it for data that cannot be re-created, written at a low rate (a trip's positions, every few
    /// seconds).
    case full

    /// The `PRAGMA synchronous` value.
    var pragmaValue: String {
        switch self {
        case .normal: "NORMAL"
        case .full: "FULL"
        }
    }
}
