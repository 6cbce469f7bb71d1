/// The party-count brackets of the tariff's Part 1 (Birinci Kısım aa–ad).
///
/// The brackets count persons ("kişinin taraf olması"), not sides (Tarife Ek, Birinci Kısım).
public enum PartyBracket: String, Sendable, CaseIterable {
    /// aa) 2 persons: the rate is per party, so one hour costs rate × 2.
    case twoPersons
    /// ab) 3–5 persons: a flat hourly rate regardless of the party count.
    case threeToFive
    /// ac) 6–10 persons: flat hourly rate.
    case sixToTen
    /// ad) 11 or more persons: flat hourly rate.
    case elevenOrMore

    /// The bracket for a number of persons.
    /// - Parameter persons: the number of persons who are parties, at least 2.
    ///
    /// Fails for fewer than 2 persons.
    public init?(persons: Int) {
        switch persons {
        case 2: self = .twoPersons
        case 3...5: self = .threeToFive
        case 6...10: self = .sixToTen
        case 11...: self = .elevenOrMore
        default: return nil
        }
    }
}
