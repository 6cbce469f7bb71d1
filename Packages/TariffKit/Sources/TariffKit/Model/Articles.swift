/// Citations of the legal provisions the calculations apply, as shown in breakdowns.
///
/// Tariff articles are the same in 2024–2026 (tariff.md §2); statutes are cited by number and article.
public enum Articles {
    /// Part 2 progressive bands on an agreed amount.
    public static let partTwo = "Tarife md. 7(2), Ek İkinci Kısım"
    /// Part 1 hourly fee for non-monetary disputes.
    public static let partOne = "Tarife md. 7(1), Ek Birinci Kısım"
    /// Part 1 for a monetary dispute without agreement.
    public static let partOneNoAgreement = "Tarife md. 7(3), Ek Birinci Kısım"
    /// Multiple mediators under Part 1: each is paid separately.
    public static let partOneMediators = "Tarife md. 3(2)"
    /// Multiple mediators under Part 2: multiple column, split equally.
    public static let partTwoMediators = "Tarife md. 3(3)"
    /// Parties share the fee equally.
    public static let equalShares = "Tarife md. 3(1)"
    /// Series disputes.
    public static let series = "Tarife md. 7(4)"
    /// Tenancy bases.
    public static let tenancy = "Tarife md. 7(5)"
    /// Commercial and partition minimum.
    public static let commercialMinimum = "Tarife md. 7(6)"
    /// General minimum.
    public static let generalMinimum = "Tarife md. 7(7)"
    /// Types without a line of their own take the "other" line.
    public static let otherLine = "Tarife md. 8"
    /// The tariff in force on the day the mediation ended applies.
    public static let applicableTariff = "Tarife md. 10; 6325 sayılı HUAK md. 7"
    /// Two-hour floor on agreement and state payment without agreement (dava şartı).
    public static let mandatoryTwoHours = "6325 sayılı HUAK md. 18/A(12)-(13); 7036 sayılı Kanun md. 3(13)-(14)"
    /// Reinstatement base.
    public static let reinstatement = "7036 sayılı Kanun md. 3(13); Yönetmelik md. 26"
    /// Consumer's share paid by the state.
    public static let consumerShare = "6502 sayılı TKHK md. 73/A(3)"
}
