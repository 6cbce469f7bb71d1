extension DatabaseSession {
    /// Runs `body` in a savepoint, a transaction nested in the current one.
    ///
    /// When `body` throws, only its changes are rolled back and the enclosing transaction goes on; when it
    /// returns, its changes join the enclosing transaction (committed or rolled back with it). Savepoints nest.
    ///
    /// ```swift
    /// try database.transaction { session throws(StorageError) in
    ///     try session.execute("INSERT INTO boats VALUES ('a', 'Poyraz')")
    ///     _ = try? session.savepoint { inner throws(StorageError) in
    ///         try inner.execute("INSERT INTO boats VALUES ('a', 'duplicate')")  // fails: only this is undone
    ///     }
    /// }  // 'Poyraz' is committed
    /// ```
    ///
    /// - Throws: What `body` throws (after rolling back to the savepoint), or `StorageError` from SAVEPOINT or
    ///   RELEASE.
    @discardableResult
    public func savepoint<Result>(_ body: (DatabaseSession) throws(StorageError) -> Result) throws(StorageError)
        -> Result
    {
        try SQLiteDatabase.storageOnly { () throws(TransactionFailure<StorageError>) in try inSavepoint(body) }
    }

    func inSavepoint<Result, Failure: Error>(_ body: (DatabaseSession) throws(Failure) -> Result)
        throws(TransactionFailure<Failure>) -> Result
    {
        // One name for every level: SQLite's ROLLBACK TO and RELEASE act on the innermost savepoint of that name.
        do throws(StorageError) { try executeScript("SAVEPOINT storage_savepoint") } catch { throw .storage(error) }
        let result: Result
        do throws(Failure) {
            result = try body(self)
        } catch {
            // After some failures (SQLITE_FULL) SQLite has rolled the whole transaction back already.
            if connection.isInsideTransaction {
                try? connection.execute(script: "ROLLBACK TO storage_savepoint; RELEASE storage_savepoint")
            }
            throw .body(error)
        }
        do throws(StorageError) { try executeScript("RELEASE storage_savepoint") } catch { throw .storage(error) }
        return result
    }
}
