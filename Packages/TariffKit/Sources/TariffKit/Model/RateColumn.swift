/// The two rate columns of the tariff's Part 2.
public enum RateColumn: String, Sendable {
    /// (a) "Bir arabulucu görev yaparsa".
    case single
    /// (b) "Birden fazla arabulucu görev yaparsa"; the total is split equally (Madde 3(3)).
    case multiple

    /// The column for a number of mediators (1 → single, 2 or more → multiple).
    public init(mediators: Int) {
        self = mediators > 1 ? .multiple : .single
    }
}
