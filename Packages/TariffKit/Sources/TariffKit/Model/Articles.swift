/// Citations of the legal provisions the calculations apply, as shown in breakdowns.
///
/// Tariff articles are the same in 2024–2026 (Arabuluculuk Asgari Ücret Tarifesi Madde 1–11); statutes are cited by
/// number and article.
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
    /// No fee for a file registered in error or twice, or unsuitable for mediation (dava şartı).
    public static let noFee = "Tarife md. 5(2)"
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
    /// The state pays two hours when a mandatory (dava şartı) mediation ends without agreement, by dispute type.
    ///
    /// Labor: 7036 sayılı İş Mahkemeleri Kanunu madde 3(14); every other dava şartı type: 6325 sayılı HUAK madde
    /// 18/A(13),
    /// reached through the provision that makes mediation a dava şartı for the type — TTK madde 5/A (commercial),
    /// TKHK madde 73/A (consumer; its (3) is cited separately), HUAK madde 18/B (tenancy, neighbor, condominium,
    /// partition). Tarımsal üretim sözleşmeleri: HUAK madde 18/A(13) through the 2023 regulation (RG 01.09.2023).
    public static func statePaysTwoHours(_ type: DisputeType) -> String {
        switch type {
        case .labor: "7036 sayılı Kanun md. 3(14)"
        case .commercial: "6102 sayılı TTK md. 5/A; 6325 sayılı HUAK md. 18/A(13)"
        case .consumer: "6502 sayılı TKHK md. 73/A; 6325 sayılı HUAK md. 18/A(13)"
        case .tenancy, .neighbor, .condominium, .partition: "6325 sayılı HUAK md. 18/B, 18/A(13)"
        case .agricultural, .family, .other: "6325 sayılı HUAK md. 18/A(13)"
        }
    }

    /// The agreement fee in a mandatory mediation is at least the two-hour Part 1 fee, by dispute type.
    ///
    /// Labor: 7036 sayılı Kanun madde 3(13); every other dava şartı type: 6325 sayılı HUAK madde 18/A(12).
    public static func twoHourFloor(_ type: DisputeType) -> String {
        type == .labor ? "7036 sayılı Kanun md. 3(13)" : "6325 sayılı HUAK md. 18/A(12)"
    }

    /// Each party's share of a fee split another way than equally ("aksi kararlaştırılmadıkça").
    public static let agreedSplit = "Tarife md. 3(1)"
    /// Reinstatement base.
    public static let reinstatement = "7036 sayılı Kanun md. 3(13); Yönetmelik md. 26"
    /// Reinstatement compensation (4–8 months' wage) and idle wages (up to 4 months).
    public static let reinstatementMonths = "4857 sayılı İş Kanunu md. 21"
    /// Consumer's share paid by the state.
    public static let consumerShare = "6502 sayılı TKHK md. 73/A(3)"
}
