/// What the parser made of one line.
public enum NMEAParseResult: Sendable, Equatable {
    /// A supported sentence with a correct checksum.
    case sentence(NMEASentence)
    /// A well-formed sentence (checksum correct) of a type this decoder does not read, for example `GSV`, `PGRME`, `!AIVDM`.
    case unsupported
    /// The line is not an NMEA sentence or is damaged.
    case rejected(NMEARejection)
}

/// Why a line was not accepted.
public enum NMEARejection: String, Error, Sendable, Equatable, CaseIterable, Codable {
    /// No `$` or `!` start character, or an empty line.
    case noStart
    /// Longer than the decoder accepts (the standard allows 82 bytes; real devices exceed it a little).
    case tooLong
    /// No `*hh` checksum field.
    case missingChecksum
    /// The checksum does not match the XOR of the characters between `$` and `*`.
    case badChecksum
    /// A field is not a number, a coordinate, a time or a date where one is required.
    case malformedField
    /// The address field is not two talker letters and a type.
    case badAddress
}
