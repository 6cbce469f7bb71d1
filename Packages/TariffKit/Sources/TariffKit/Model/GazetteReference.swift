/// Where a tariff was published in the Resmî Gazete.
public struct GazetteReference: Sendable, Equatable, Codable {
    /// The publication date.
    public let date: CivilDate
    /// The issue number ("sayı"), when known.
    public let number: String?
    /// A link to the official text, when known.
    public let url: String?

    /// Creates a reference.
    public init(date: CivilDate, number: String?, url: String?) {
        self.date = date
        self.number = number
        self.url = url
    }
}
