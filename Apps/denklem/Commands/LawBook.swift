import Foundation

/// The texts of the provisions denklem applies (`Resources/law_tr.json`): the instruments, each with its Resmî
/// Gazete date and number, where its text came from, and the articles the tool cites (issue 31, "the law at hand").
///
/// Legislation is not protected by copyright in Turkey (FSEK md. 31). The texts are one transcription each, not
/// compared with the Resmî Gazete (`Instrument.verified` is false for every one); instruments whose text could not
/// be retrieved are listed with their articles and no text, so a citation still resolves to what it names.
struct LawBook: Decodable, Sendable {
    /// A law, regulation or tariff.
    struct Instrument: Decodable, Sendable {
        /// The instrument's id: `6325`, `tariff-2026`, `aaut-2026`.
        let id: String
        /// Its official title.
        let title: String
        /// How reports name it before `md.` (`6325 sayılı HUAK`, `HUAK`, `Tarife`).
        let aliases: [String]
        /// Its Resmî Gazete publication; both `nil` when not found.
        let gazette: Gazette
        /// An official address for the full text, when known.
        let official: String?
        /// Where the bundled text was transcribed from; `nil` when no text is bundled.
        let textSource: String?
        /// Whether the text was compared with the Resmî Gazete.
        let verified: Bool
        /// The articles cited by denklem.
        let articles: [Article]
    }

    /// A Resmî Gazete date (ISO) and number.
    struct Gazette: Decodable, Sendable {
        let date: String?
        let number: String?
    }

    /// One article: its number (`18/A`), heading and paragraphs (empty when the text is not bundled).
    struct Article: Decodable, Sendable {
        let number: String
        let title: String?
        let paragraphs: [String]
    }

    /// One article of one instrument, as found.
    struct Match: Sendable {
        let instrument: Instrument
        let article: Article
    }

    /// Why the book says its texts are unverified.
    let note: String
    /// Every instrument, newest tariff first.
    let instruments: [Instrument]

    /// The bundled book.
    static let bundled: LawBook? = try? JSONDecoder().decode(LawBook.self, from: Data(PackageResources.law_tr_json))

    /// The articles a citation names, as reports write them: `7036 sayılı Kanun md. 3(14)`, `Tarife md. 7(7)`,
    /// `6325 sayılı HUAK md. 18/B, 18/A(13)`, `AAÜT md. 16/2-c; …`, or short: `HUAK 18/A`, `TTK 5/A`.
    ///
    /// A paragraph or clause (`(14)`, `/2-c`) selects its article; an instrument named in several versions
    /// (`Tarife`: 2026 and 2025) gives each. Parts that name no article (`Ek İkinci Kısım`) are skipped.
    func articles(citedBy citation: String) -> [Match] {
        var matches: [Match] = []
        var named: [Instrument] = []
        for segment in citation.split(separator: ";").map({ String($0).trimmingCharacters(in: .whitespaces) }) {
            let (found, list) = split(segment)
            // A part that names no instrument ("Birinci Kısım Birinci Bölüm 6") continues the one before.
            if !found.isEmpty { named = found }
            for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                for instrument in named {
                    if let article = Self.article(item, in: instrument) {
                        matches.append(Match(instrument: instrument, article: article))
                    }
                }
            }
        }
        return matches
    }

    /// Articles whose heading or text holds every word of `query`, ignoring case and Turkish dotted/dotless i.
    func search(_ query: String) -> [Match] {
        let words = Self.folded(query).split(separator: " ").map(String.init)
        guard !words.isEmpty else { return [] }
        return instruments.flatMap { instrument in
            instrument.articles.compactMap { article in
                let text = Self.folded(([article.title ?? ""] + article.paragraphs).joined(separator: " "))
                return words.allSatisfy(text.contains) ? Match(instrument: instrument, article: article) : nil
            }
        }
    }

    /// A citation part as (instruments, article list): `6325 sayılı HUAK md. 18/B, 18/A(13)`, or without `md.`
    /// an instrument's name followed by the article (`HUAK 18/A`, `AAÜT Üçüncü Kısım`).
    private func split(_ segment: String) -> ([Instrument], String) {
        let parts = segment.components(separatedBy: " md. ")
        if parts.count == 2 {
            return (
                longest(
                    instruments.flatMap { instrument in
                        instrument.aliases.filter { parts[0].hasSuffix($0) }.map { ($0, instrument) }
                    }), parts[1]
            )
        }
        let candidates = instruments.flatMap { instrument in
            instrument.aliases.filter { segment.hasPrefix($0 + " ") }.map { ($0, instrument) }
        }
        let found = longest(candidates)
        guard let alias = candidates.map(\.0).max(by: { $0.count < $1.count }) else { return ([], segment) }
        return (found, String(segment.dropFirst(alias.count)).trimmingCharacters(in: .whitespaces))
    }

    /// The instruments of the longest alias among the candidates (so `HUAK Yönetmeliği` is not `HUAK`).
    private func longest(_ candidates: [(String, Instrument)]) -> [Instrument] {
        guard let length = candidates.map(\.0.count).max() else { return [] }
        return candidates.filter { $0.0.count == length }.map(\.1)
    }

    /// The article an item names: the longest article number the item is or starts with, followed by a paragraph
    /// or clause (`18/A(13)` → `18/A`, `16/2-c` → `16`, `3(14)` → `3`, `Birinci Kısım Birinci Bölüm 6` →
    /// `Birinci Kısım`); `nil` when none.
    private static func article(_ item: String, in instrument: Instrument) -> Article? {
        let boundaries: Set<Character> = ["(", "/", "-", " "]
        return instrument.articles.filter { article in
            item == article.number
                || (item.hasPrefix(article.number)
                    && item.dropFirst(article.number.count).first.map(boundaries.contains)
                        == true)
        }.max { $0.number.count < $1.number.count }
    }

    /// Lower case with `İ`/`I`/`ı` folded to `i`, and spaces collapsed, for matching Turkish text.
    static func folded(_ text: String) -> String {
        let lowered = text.replacingOccurrences(of: "İ", with: "i").replacingOccurrences(of: "I", with: "i")
            .lowercased()
            .replacingOccurrences(of: "ı", with: "i").replacingOccurrences(of: "i̇", with: "i")
        return lowered.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
