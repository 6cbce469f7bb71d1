/// The kinds of dispute the mediation tariff distinguishes (Tarife Ek, Birinci Kısım lines 1–7; Madde 8).
///
/// Each case has an English identifier (its raw value) and a Turkish identifier without diacritics,
/// both accepted by ``init(identifier:)``.
public enum DisputeType: String, CaseIterable, Sendable, Codable {
    /// Aile hukuku (Birinci Kısım line 1).
    case family
    /// Ticari (line 2; Madde 7(6) minimum; TTK 5/A deadline).
    case commercial
    /// İşçi–işveren (line 3; 7036 sayılı Kanun madde 3).
    case labor
    /// Tüketici (line 4; TKHK madde 73/A).
    case consumer
    /// Kira (line 5 in 2025/2026; Madde 7(5) bases).
    case tenancy
    /// Komşu hakkı (line 5, together with kira).
    case neighbor
    /// Kat Mülkiyeti Kanunu (line 5, together with kira).
    case condominium
    /// Ortaklığın giderilmesi (line 6; Madde 7(6) minimum).
    case partition
    /// Tarımsal üretim sözleşmesi: no line of its own, priced as "diğer" under Madde 8.
    case agricultural
    /// Diğer tür uyuşmazlıklar (line 7; Madde 8 fallback).
    case other

    /// The Turkish identifier without diacritics, for example `isci-isveren`.
    public var turkishIdentifier: String {
        switch self {
        case .family: "aile"
        case .commercial: "ticari"
        case .labor: "isci-isveren"
        case .consumer: "tuketici"
        case .tenancy: "kira"
        case .neighbor: "komsu-hakki"
        case .condominium: "kat-mulkiyeti"
        case .partition: "ortakligin-giderilmesi"
        case .agricultural: "tarimsal-uretim"
        case .other: "diger"
        }
    }

    /// Whether mediation is a dava şartı (mandatory before suing) for the claims the tariff covers.
    ///
    /// Labor (7036 madde 3), commercial (TTK madde 5/A), consumer (TKHK madde 73/A; below the Tüketici Hakem Heyeti
    /// limit the hakem heyeti is competent and mediation is voluntary), tenancy, neighbor, condominium and partition
    /// (HUAK madde 18/B), agricultural production contracts (since 01.09.2023). Family and other disputes are
    /// voluntary (HUAK madde 13–16). Sources: 7036 madde 3(10), TTK madde 5/A(2), TKHK madde 73/A, HUAK madde
    /// 18/A–18/B.
    public var isMandatoryMediation: Bool {
        switch self {
        case .family, .other: false
        default: true
        }
    }

    /// Finds a dispute type by its English or Turkish identifier.
    ///
    /// Matching ignores case and Turkish diacritics (`İşçi-İşveren` finds ``labor``) and treats `_` and spaces as `-`.
    /// - Parameter identifier: what the user typed.
    ///
    /// Fails when nothing matches.
    public init?(identifier: String) {
        let key = Self.fold(identifier)
        guard let match = Self.allCases.first(where: { $0.rawValue == key || $0.turkishIdentifier == key }) else {
            return nil
        }
        self = match
    }

    /// Lower-cases, strips Turkish diacritics and unifies separators.
    private static func fold(_ text: String) -> String {
        let replacements: [Character: Character] = [
            "ı": "i", "İ": "i", "ş": "s", "Ş": "s", "ç": "c", "Ç": "c", "ğ": "g", "Ğ": "g",
            "ü": "u", "Ü": "u", "ö": "o", "Ö": "o", "_": "-", " ": "-",
        ]
        let mapped = text.trimmingCharacters(in: .whitespaces).map { replacements[$0] ?? $0 }
        return String(mapped).lowercased()
    }
}
