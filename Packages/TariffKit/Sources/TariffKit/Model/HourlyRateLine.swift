import Foundation

/// One line of the tariff's Part 1 (Birinci Kısım): hourly fees for one group of dispute types, in TL.
public struct HourlyRateLine: Sendable, Equatable {
    /// The line number as printed in the tariff, for example `"5"`.
    public let line: String
    /// The dispute types this line covers.
    public let types: [DisputeType]
    /// aa) Fee per party per hour when 2 persons are parties (TL).
    public let perPartyTwoPersons: Decimal
    /// ab) Flat hourly fee for 3–5 persons (TL).
    public let threeToFivePersons: Decimal
    /// ac) Flat hourly fee for 6–10 persons (TL).
    public let sixToTenPersons: Decimal
    /// ad) Flat hourly fee for 11 or more persons (TL).
    public let elevenOrMorePersons: Decimal

    /// Creates a line from its printed figures.
    public init(
        line: String, types: [DisputeType], perPartyTwoPersons: Decimal, threeToFivePersons: Decimal,
        sixToTenPersons: Decimal, elevenOrMorePersons: Decimal
    ) {
        self.line = line
        self.types = types
        self.perPartyTwoPersons = perPartyTwoPersons
        self.threeToFivePersons = threeToFivePersons
        self.sixToTenPersons = sixToTenPersons
        self.elevenOrMorePersons = elevenOrMorePersons
    }

    /// What one hour of mediation costs in total for a bracket (TL): rate × 2 for two persons, else the flat rate
    /// (HUAK 18/A(13), 7036 madde 3(14), HUAK Yönetmeliği madde 26, `hourly_total`).
    public func hourlyTotal(for bracket: PartyBracket) -> Decimal {
        switch bracket {
        case .twoPersons: perPartyTwoPersons * 2
        case .threeToFive: threeToFivePersons
        case .sixToTen: sixToTenPersons
        case .elevenOrMore: elevenOrMorePersons
        }
    }
}
