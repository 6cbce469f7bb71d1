/// A caveat about a result (a tariff used past its year, a KDV tevkifatı below the threshold, a reading that did
/// nothing), carried with it in JSON as `warnings[]`: a stable ``key`` and the ``text`` in the run's language.
public struct DocumentWarning: Sendable, Equatable, Codable {
    /// The catalog key, stable across languages (`warning.tariffFallback`).
    public let key: String
    /// The text in the run's language.
    public let text: String

    /// Creates a warning.
    public init(key: String, text: String) {
        self.key = key
        self.text = text
    }
}
