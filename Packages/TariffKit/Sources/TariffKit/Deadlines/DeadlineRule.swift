/// The statutory mediation period of a dispute type in mandatory mediation, in weeks from the mediator's
/// assignment (7036 madde 3(10), TTK madde 5/A(2), TKHK madde 73/A, HUAK madde 18/A–18/B; counting by HMK madde 92–93).
public struct DeadlineRule: Sendable, Equatable, Codable {
    /// The dispute type.
    public let type: DisputeType
    /// The base period in weeks.
    public let weeks: Int
    /// The most the mediator may extend it by, in weeks ("zorunlu hâllerde").
    public let extensionWeeks: Int
    /// The provision.
    public let article: String

    /// The periods by dispute type: 7036 madde 3(10), TTK madde 5/A(2), TKHK madde 73/A, HUAK madde 18/A–18/B
    /// (<doc:LegalSources>).
    ///
    /// Family and "other" disputes have no statutory period (voluntary mediation).
    public static let table: [DeadlineRule] = [
        // 7036 sayılı İş Mahkemeleri Kanunu md. 3(10): 3 weeks + 1.
        DeadlineRule(type: .labor, weeks: 3, extensionWeeks: 1, article: "7036 sayılı Kanun md. 3(10)"),
        // TTK md. 5/A(2): 6 weeks + 2.
        DeadlineRule(type: .commercial, weeks: 6, extensionWeeks: 2, article: "6102 sayılı TTK md. 5/A(2)"),
        // TKHK md. 73/A → HUAK 18/A: 3 weeks + 1.
        DeadlineRule(type: .consumer, weeks: 3, extensionWeeks: 1, article: "6502 sayılı TKHK md. 73/A; HUAK md. 18/A"),
        // HUAK md. 18/B (since 01.09.2023) → 18/A: 3 weeks + 1.
        DeadlineRule(type: .tenancy, weeks: 3, extensionWeeks: 1, article: "6325 sayılı HUAK md. 18/B, 18/A"),
        DeadlineRule(type: .neighbor, weeks: 3, extensionWeeks: 1, article: "6325 sayılı HUAK md. 18/B, 18/A"),
        DeadlineRule(type: .condominium, weeks: 3, extensionWeeks: 1, article: "6325 sayılı HUAK md. 18/B, 18/A"),
        DeadlineRule(type: .partition, weeks: 3, extensionWeeks: 1, article: "6325 sayılı HUAK md. 18/B, 18/A"),
        // Tarımsal üretim sözleşmesi Yönetmeliği (RG 01.09.2023): 2 weeks + 1.
        DeadlineRule(
            type: .agricultural, weeks: 2, extensionWeeks: 1, article: "Tarımsal üretim sözleşmesi yönetmeliği"),
    ]

    /// The rule of a dispute type.
    /// - Throws: ``TariffError/noStatutoryDeadline(_:)`` for family and other disputes.
    public static func rule(for type: DisputeType) throws(TariffError) -> DeadlineRule {
        guard let rule = table.first(where: { $0.type == type }) else { throw .noStatutoryDeadline(type) }
        return rule
    }
}
