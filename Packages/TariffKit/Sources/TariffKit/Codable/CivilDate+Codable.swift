extension CivilDate: Codable {
    /// Reads an ISO 8601 calendar date string, `"2026-04-24"`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for anything else, including impossible days such as `2026-02-30`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CivilDate(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "“\(text)” is not a calendar date in the form YYYY-MM-DD")
        }
        self = date
    }

    /// Writes the date as its ISO 8601 string, `"2026-04-24"` (the form the tools' `--json` uses).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}
