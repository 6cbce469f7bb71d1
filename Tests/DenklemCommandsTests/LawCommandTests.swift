import CLIKit
import Expectations
import Foundation
import Testing

/// `denklem law` (issue 31, "the law at hand"): every citation a report prints can be looked up, with the
/// instrument's Resmî Gazete data, its text where bundled, and where that text came from.
@Suite struct LawCommandTests {
    /// Runs whose reports cite, between them, every provision the calculations use.
    static let reports: [[String]] = [
        ["fee", "--type", "labor", "--agreed", "1000000", "--mediators", "2"],
        ["fee", "--type", "labor", "--no-agreement", "--hours", "3", "--parties", "4"],
        ["fee", "--type", "commercial", "--no-agreement", "--hours", "1"],
        ["fee", "--type", "consumer", "--agreed", "14000"],
        ["fee", "--type", "kira", "--no-agreement", "--hours", "1"],
        ["fee", "--type", "labor", "--series", "12"], ["fee", "--type", "family", "--non-monetary", "--hours", "2"],
        ["fee", "--type", "kira", "--eviction", "--monthly-rent", "40000"],
        ["fee", "--type", "labor", "--reinstatement", "--compensation", "100000"],
        ["fee", "--type", "labor", "--agreed", "100000", "--split", "70/30"],
        ["attorney", "--agreed", "2000000"], ["attorney", "--no-agreement", "--claim", "6000"],
        ["attorney", "--non-monetary", "--court", "sulh"], ["attorney", "--tenancy-claim", "350000"],
        ["deadline", "--type", "labor", "--assigned", "2026-04-02"],
        [
            "deadline", "--type", "labor", "--final-record", "2026-03-02", "--reinstatement", "--court-notice",
            "2026-03-05",
        ],
        [
            "deadline", "--type", "commercial", "--final-record", "2026-03-02", "--application", "2026-01-05",
            "--limitation-end", "2026-06-30",
        ],
        ["deadline", "--type", "consumer", "--assigned", "2026-04-02"],
        ["deadline", "--type", "tenancy", "--assigned", "2026-04-02"],
    ]

    /// The citations of a JSON report: `articles`, each breakdown line's and each period's `article`.
    static func citations(_ json: [String: Any]) -> Set<String> {
        var found = Set((json["articles"] as? [String]) ?? [])
        for key in ["breakdown", "afterFinalRecord"] {
            for line in json[key] as? [[String: Any]] ?? [] {
                if let text = line["article"] as? String { found.insert(text) }
            }
        }
        if let article = json["article"] as? String { found.insert(article) }
        return found
    }

    @Test func everyPrintedCitationResolves() async {
        var citations = Set<String>()
        for arguments in Self.reports {
            let run = await denklem.run(arguments + ["--json"])
            expectEqual(run.exitCode, .success, "\(arguments) \(run.standardError)")
            citations.formUnion(Self.citations(run.json))
        }
        #expect(citations.count >= 20, "\(citations.sorted())")
        for citation in citations.sorted() {
            let run = await denklem.run(["law", "show", citation, "--json"])
            expectEqual(run.exitCode, .success, "\(citation): \(run.standardError)")
            let articles = run.json["articles"] as? [[String: Any]] ?? []
            #expect(!articles.isEmpty, "\(citation)")
        }
    }

    /// The article behind the state's two hours, with its paragraph's words, the Gazette data and the source.
    @Test func showsTheTextItCites() async {
        let run = await denklem.run(["--lang", "tr", "law", "show", "7036 sayılı Kanun md. 3(14)"])
        expectEqual(run.exitCode, .success)
        // An unverified transcription says so right under the heading, before the text (issue 31).
        #expect(
            run.standardOutput.hasPrefix(
                "7036 sayılı İş Mahkemeleri Kanunu (Resmî Gazete 25.10.2017, sayı 30221)\nDOĞRULANMADI: "))
        #expect(run.standardOutput.contains("Madde 3 – Dava şartı olarak arabuluculuk"))
        #expect(run.standardOutput.contains("(14) Arabuluculuk faaliyeti sonunda taraflara ulaşılamaması"))
        #expect(run.standardOutput.contains("Adalet Bakanlığı bütçesinden ödenir"))
        #expect(run.standardOutput.contains("Resmî Gazete ile karşılaştırılmadı"))
        // The tariff's md. 7(5) reads "kira bedeli farkı", the basis of the rentDecrease reading.
        let tariff = await denklem.run(["law", "show", "Tarife md. 7(5)", "--json"])
        let articles = tariff.json["articles"] as? [[String: Any]] ?? []
        #expect(articles.compactMap { $0["instrument"] as? String } == ["tariff-2026", "tariff-2025"])
        let paragraphs = articles.first?["paragraphs"] as? [String] ?? []
        #expect(paragraphs.count == 7 && paragraphs[4].contains("kira bedeli farkının bir yıllık tutarı"))
    }

    /// What is not bundled says so and points to the official text; an unknown citation is refused (64).
    @Test func unbundledAndUnknown() async {
        let list = await denklem.run(["law"])
        #expect(list.standardOutput.contains("Articles: 92*, 93*"))
        let hmk = await denklem.run(["law", "show", "HMK md. 93"])
        expectEqual(hmk.exitCode, .success)
        #expect(hmk.standardOutput.contains("not bundled") && hmk.standardOutput.contains("MevzuatNo=6100"))
        let unknown = await denklem.run(["law", "show", "foo md. 1"])
        expectEqual(unknown.exitCode, .usage)
    }

    /// `law search` finds articles holding every word, folding Turkish İ/ı; none found is exit 1.
    @Test func searchFindsArticles() async {
        let run = await denklem.run(["law", "search", "İKİ SAATLİK", "ücret", "--json"])
        expectEqual(run.exitCode, .success)
        let found = (run.json["articles"] as? [[String: Any]] ?? []).map {
            "\($0["instrument"] as? String ?? "") \($0["article"] as? String ?? "")"
        }
        #expect(found.contains("6325 18/A") && found.contains("7036 3") && found.contains("30439 26"), "\(found)")
        let none = await denklem.run(["law", "search", "uzay gemisi"])
        expectEqual(none.exitCode, .failure)
    }
}
