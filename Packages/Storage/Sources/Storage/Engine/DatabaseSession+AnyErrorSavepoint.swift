// The any-error variant of `savepoint`, beside the typed one in DatabaseSession+Savepoint.swift (SavepointTests).
extension DatabaseSession {
    /// Runs `body` in a savepoint, as the typed `savepoint(_:)` does, for a closure that may throw any error.
    ///
    /// - Throws: The error `body` threw, unchanged (after rolling back to the savepoint), or `StorageError`.
    @discardableResult
    public func savepoint<Result, Failure: Error>(_ body: (DatabaseSession) throws(Failure) -> Result) throws
        -> Result
    {
        try SQLiteDatabase.unwrapped { () throws(TransactionFailure<Failure>) in try inSavepoint(body) }
    }
}
