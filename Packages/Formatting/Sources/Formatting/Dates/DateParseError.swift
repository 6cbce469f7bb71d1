/// Why an ISO 8601 date or date-time could not be read.
///
/// Offsets count `Character`s from the start (0-based).
public enum DateParseError: Error, Equatable, Sendable {
    /// Nothing but whitespace.
    case empty
    /// The text does not follow `YYYY-MM-DD[THH:MM[:SS[.fff]][Z|±HH:MM]]`; `offset` is where it stops matching.
    case malformed(offset: Int)
    /// The fields are well-formed but name no real date or time (`2026-02-30`, `24:00`, offset beyond ±18:00).
    case nonexistentDate
}
