/// Every failure of a validation, thrown by `Validator.validate()`.
public struct InputValidationError: Error, Equatable, Sendable {
    /// The failures in the order the checks ran; never empty.
    public let failures: [ValidationFailure]

    /// Creates the error.
    ///
    /// - Parameter failures: the failures; should not be empty.
    public init(failures: [ValidationFailure]) {
        self.failures = failures
    }
}
