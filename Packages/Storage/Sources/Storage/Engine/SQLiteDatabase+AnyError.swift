// The any-error variants of `transaction` and `read`, beside the typed ones in SQLiteDatabase.swift: the two differ
// only in the closure's thrown type, and the compiler picks the typed one for a `throws(StorageError)` closure
// (AnyErrorTransactionTests).
extension SQLiteDatabase {
    /// Runs `body` in a write transaction, as the typed `transaction(_:)` does, for a closure that may throw any error.
    ///
    /// - Throws: The error `body` threw, unchanged (after rolling back), or `StorageError` from BEGIN or COMMIT.
    @discardableResult
    public func transaction<Result, Failure: Error>(_ body: (DatabaseSession) throws(Failure) -> Result) throws
        -> Result
    {
        try Self.unwrapped { () throws(TransactionFailure<Failure>) in try run(begin: "BEGIN IMMEDIATE", body) }
    }

    /// Runs `body` in a read transaction, as the typed `read(_:)` does, for a closure that may throw any error.
    ///
    /// - Throws: The error `body` threw, unchanged, or `StorageError`.
    @discardableResult
    public func read<Result, Failure: Error>(_ body: (DatabaseSession) throws(Failure) -> Result) throws -> Result {
        try Self.unwrapped { () throws(TransactionFailure<Failure>) in try run(begin: "BEGIN DEFERRED", body) }
    }
}
