/// The two-letter talker identifier that starts an NMEA 0183 address field (`GP`, `GN`, `GL`, `II`, `HE`…).
///
/// The sentence type is parsed independently of the talker (gpsd `NMEA.adoc`, "Common talker IDs"
/// "Common talker IDs"), so any two printable letters are accepted.
public struct NMEATalker: Hashable, Sendable, CustomStringConvertible {
    /// First ASCII byte of the talker identifier.
    public let first: UInt8
    /// Second ASCII byte of the talker identifier.
    public let second: UInt8

    /// Creates a talker from its two ASCII bytes.
    public init(first: UInt8, second: UInt8) {
        self.first = first
        self.second = second
    }

    /// The talker as text, for example `"GN"`.
    public var description: String {
        String(decoding: [first, second], as: UTF8.self)
    }
}
