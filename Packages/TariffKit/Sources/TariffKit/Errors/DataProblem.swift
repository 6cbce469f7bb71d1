/// What is wrong with one field of a tariff or holiday file; each case has its own catalog message.
public enum DataProblem: String, Sendable, Equatable {
    /// The file is not JSON at all.
    case notJSON
    /// A required field is absent.
    case missing
    /// The field has the wrong JSON type (for example a number where a string is expected).
    case wrongType
    /// The text is not a plain decimal such as `1170.00` (digits, optionally a point and up to two decimals).
    case notADecimal
    /// An amount, width, rate or count that must be above zero is not.
    case notPositive
    /// A percentage above 100.
    case percentTooLarge
    /// The text is not a `YYYY-MM-DD` date.
    case notADate
    /// An unknown dispute type identifier.
    case unknownDisputeType
    /// A dispute type listed on two lines, or a date listed twice.
    case duplicate
    /// Only the last band may be open (have no width), and it must be.
    case openBandNotLast
    /// A list that must not be empty is empty.
    case empty
    /// The schema version is not one this library reads.
    case unsupportedVersion
    /// The status is neither `complete` nor `partial`.
    case unknownStatus
    /// A complete tariff lacks a figure that only a partial one may lack.
    case missingInCompleteTariff
    /// A range whose end comes before its start.
    case endBeforeStart
    /// A tariff year outside ``TariffParser/years`` (2013–2100), or not the year of its `effectiveFrom` (or the next,
    /// for a tariff in force from December; for an AAÜT, published in the autumn before its year, the next in any
    /// month).
    case yearOutOfRange
    /// A key or value the file format does not know (an AAÜT court other than sulh, asliye, tuketici, fikri).
    case unknownValue
}
