/// Why a transaction or savepoint failed: Storage's own failure (BEGIN, COMMIT, nesting) or the closure's error,
/// kept apart so the closure's error reaches the caller unchanged.
enum TransactionFailure<Failure: Error>: Error {
    /// BEGIN, COMMIT, RELEASE or a refused nesting failed.
    case storage(StorageError)
    /// The closure threw; the transaction or savepoint was rolled back.
    case body(Failure)
}
