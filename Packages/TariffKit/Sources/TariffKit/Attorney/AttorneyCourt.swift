/// The court whose Part 2 §2 fee (AAÜT, İkinci Kısım İkinci Bölüm) a non-monetary mediation agreement is priced
/// from (AAÜT madde 16/2-b).
public enum AttorneyCourt: String, CaseIterable, Sendable, Codable {
    /// Sulh Hukuk Mahkemesi (row 8).
    case sulh
    /// Asliye Hukuk Mahkemesi (row 10).
    case asliye
    /// Tüketici Mahkemesi (row 11).
    case tuketici
    /// Fikri ve Sınai Haklar Mahkemesi (row 12).
    case fikri
}
