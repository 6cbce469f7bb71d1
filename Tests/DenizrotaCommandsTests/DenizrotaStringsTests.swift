import DenizrotaCommands
import Expectations
import Localization
import MarineKit
import Testing

/// The command module's catalogs agree across the seven languages (keys, placeholders, plural categories), and
/// so do MarineKit's navigation catalogs the tool lists with them.
@Suite("denizrota catalogs")
struct DenizrotaStringsTests {
    @Test func catalogsAreConsistentInAllSevenLanguages() {
        expectEqual(CatalogConsistencyChecker.issues(in: DenizrotaStrings.catalogs).map(\.description), [])
        expectEqual(DenizrotaStrings.catalogs.languages, Set(Language.allCases))
        expectEqual(CatalogConsistencyChecker.issues(in: NavigationStrings.catalogs).map(\.description), [])
    }

    /// Counts read right in each language's CLDR plural form (issue 30's "plurals still wrong").
    ///
    /// Each counted piece the commands compose (`nmea decode`'s counts and summary line, `trip status`, `watch`, `sync status`, the sync
    /// summary and partial failure) and the counted messages, for 0, 1, 2 and 5 (French "0 ligne", English
    /// "0 lines"; Turkish and Japanese nouns do not change after a number). `{1}` is "0".
    @Test(arguments: [
        (
            Language.english,
            [
                "nmea.count.lines": ["0 lines", "1 line", "2 lines", "5 lines"],
                "nmea.count.sentences": [
                    "0 sentences decoded", "1 sentence decoded", "2 sentences decoded", "5 sentences decoded",
                ],
                "nmea.count.otherTypes": [
                    "0 of other types", "1 of another type", "2 of other types", "5 of other types",
                ],
                "nmea.count.linesRejected": [
                    "0 lines rejected", "1 line rejected", "2 lines rejected", "5 lines rejected",
                ],
                "nmea.count.fixes": ["0 fixes", "1 fix", "2 fixes", "5 fixes"],
                "position.count.accepted": [
                    "0 positions accepted", "1 position accepted", "2 positions accepted", "5 positions accepted",
                ],
                "position.count.dropped": ["0 dropped", "1 dropped", "2 dropped", "5 dropped"],
                "sync.count.routes": ["0 routes", "1 route", "2 routes", "5 routes"],
                "sync.count.trips": ["0 trips", "1 trip", "2 trips", "5 trips"],
                "sync.count.changes": ["0 changes", "1 change", "2 changes", "5 changes"],
                "sync.count.documentsWritten": [
                    "0 documents written", "1 document written", "2 documents written", "5 documents written",
                ],
                "sync.summary.dryRun": [
                    "Dry run: 0 changes would be made; nothing was written (0).",
                    "Dry run: 1 change would be made; nothing was written (0).",
                    "Dry run: 2 changes would be made; nothing was written (0).",
                    "Dry run: 5 changes would be made; nothing was written (0).",
                ],
                "data.erase.remoteDone": [
                    "deleted 0 documents of your synced copy", "deleted 1 document of your synced copy",
                    "deleted 2 documents of your synced copy", "deleted 5 documents of your synced copy",
                ],
            ]
        ),
        (
            Language.turkish,
            [
                "nmea.count.lines": ["0 satır", "1 satır", "2 satır", "5 satır"],
                "nmea.count.sentences": ["0 cümle çözüldü", "1 cümle çözüldü", "2 cümle çözüldü", "5 cümle çözüldü"],
                "nmea.count.otherTypes": ["0 başka türde", "1 başka türde", "2 başka türde", "5 başka türde"],
                "nmea.count.linesRejected": [
                    "0 satır reddedildi", "1 satır reddedildi", "2 satır reddedildi", "5 satır reddedildi",
                ],
                "nmea.count.fixes": ["0 konum", "1 konum", "2 konum", "5 konum"],
                "position.count.accepted": [
                    "0 konum kabul edildi", "1 konum kabul edildi", "2 konum kabul edildi", "5 konum kabul edildi",
                ],
                "position.count.dropped": ["0 elendi", "1 elendi", "2 elendi", "5 elendi"],
                "sync.count.routes": ["0 rota", "1 rota", "2 rota", "5 rota"],
                "sync.count.trips": ["0 seyir", "1 seyir", "2 seyir", "5 seyir"],
                "sync.count.changes": ["0 değişiklik", "1 değişiklik", "2 değişiklik", "5 değişiklik"],
                "sync.count.documentsWritten": [
                    "0 belge yazıldı", "1 belge yazıldı", "2 belge yazıldı", "5 belge yazıldı",
                ],
                "sync.summary.dryRun": [
                    "Deneme: 0 değişiklik yapılacaktı; hiçbir şey yazılmadı (0).",
                    "Deneme: 1 değişiklik yapılacaktı; hiçbir şey yazılmadı (0).",
                    "Deneme: 2 değişiklik yapılacaktı; hiçbir şey yazılmadı (0).",
                    "Deneme: 5 değişiklik yapılacaktı; hiçbir şey yazılmadı (0).",
                ],
                "data.erase.remoteDone": [
                    "eşitlenmiş kopyanızdan 0 belge silindi", "eşitlenmiş kopyanızdan 1 belge silindi",
                    "eşitlenmiş kopyanızdan 2 belge silindi", "eşitlenmiş kopyanızdan 5 belge silindi",
                ],
            ]
        ),
        (
            Language.french,
            [
                "nmea.count.lines": ["0 ligne", "1 ligne", "2 lignes", "5 lignes"],
                "nmea.count.sentences": [
                    "0 phrase décodée", "1 phrase décodée", "2 phrases décodées", "5 phrases décodées",
                ],
                "nmea.count.otherTypes": [
                    "0 d'un autre type", "1 d'un autre type", "2 d'autres types", "5 d'autres types",
                ],
                "nmea.count.linesRejected": [
                    "0 ligne rejetée", "1 ligne rejetée", "2 lignes rejetées", "5 lignes rejetées",
                ],
                "nmea.count.fixes": ["0 position", "1 position", "2 positions", "5 positions"],
                "position.count.accepted": [
                    "0 position acceptée", "1 position acceptée", "2 positions acceptées", "5 positions acceptées",
                ],
                "position.count.dropped": ["0 écartée", "1 écartée", "2 écartées", "5 écartées"],
                "sync.count.routes": ["0 route", "1 route", "2 routes", "5 routes"],
                "sync.count.trips": ["0 trajet", "1 trajet", "2 trajets", "5 trajets"],
                "sync.count.changes": ["0 changement", "1 changement", "2 changements", "5 changements"],
                "sync.count.documentsWritten": [
                    "0 document écrit", "1 document écrit", "2 documents écrits", "5 documents écrits",
                ],
                "sync.summary.dryRun": [
                    "Essai : 0 changement serait fait ; rien n’a été écrit (0).",
                    "Essai : 1 changement serait fait ; rien n’a été écrit (0).",
                    "Essai : 2 changements seraient faits ; rien n’a été écrit (0).",
                    "Essai : 5 changements seraient faits ; rien n’a été écrit (0).",
                ],
                "data.erase.remoteDone": [
                    "0 document de votre copie synchronisée supprimé",
                    "1 document de votre copie synchronisée supprimé",
                    "2 documents de votre copie synchronisée supprimés",
                    "5 documents de votre copie synchronisée supprimés",
                ],
            ]
        ),
        (
            Language.japanese,
            [
                "nmea.count.lines": ["0 行", "1 行", "2 行", "5 行"],
                "nmea.count.sentences": ["0 件のセンテンスを変換", "1 件のセンテンスを変換", "2 件のセンテンスを変換", "5 件のセンテンスを変換"],
                "nmea.count.otherTypes": ["0 件は他の種類", "1 件は他の種類", "2 件は他の種類", "5 件は他の種類"],
                "nmea.count.linesRejected": ["0 行を拒否", "1 行を拒否", "2 行を拒否", "5 行を拒否"],
                "nmea.count.fixes": ["0 件の位置", "1 件の位置", "2 件の位置", "5 件の位置"],
                "position.count.accepted": ["0 件の位置を採用", "1 件の位置を採用", "2 件の位置を採用", "5 件の位置を採用"],
                "position.count.dropped": ["0 件を除外", "1 件を除外", "2 件を除外", "5 件を除外"],
                "sync.count.routes": ["ルート 0 件", "ルート 1 件", "ルート 2 件", "ルート 5 件"],
                "sync.count.trips": ["航海 0 件", "航海 1 件", "航海 2 件", "航海 5 件"],
                "sync.count.changes": ["変更 0 件", "変更 1 件", "変更 2 件", "変更 5 件"],
                "sync.count.documentsWritten": ["書き込んだ文書 0 件", "書き込んだ文書 1 件", "書き込んだ文書 2 件", "書き込んだ文書 5 件"],
                "sync.summary.dryRun": [
                    "試行: 0 件の変更が行われます。何も書き込んでいません（0）。", "試行: 1 件の変更が行われます。何も書き込んでいません（0）。",
                    "試行: 2 件の変更が行われます。何も書き込んでいません（0）。", "試行: 5 件の変更が行われます。何も書き込んでいません（0）。",
                ],
                "data.erase.remoteDone": [
                    "同期済みコピーの文書 0 件を削除しました", "同期済みコピーの文書 1 件を削除しました", "同期済みコピーの文書 2 件を削除しました", "同期済みコピーの文書 5 件を削除しました",
                ],
            ]
        ),
    ])
    func countsAgreeWithTheirNumber(_ language: Language, _ expected: [String: [String]]) {
        let localizer = Localizer(language: language, sets: DenizrotaTool.catalogs)
        let rendered = expected.keys.map { key in
            (key, [0, 1, 2, 5].map { localizer.plural(key, count: $0, arguments: [String($0), "0"]) })
        }
        expectEqual(Dictionary(uniqueKeysWithValues: rendered), expected)
    }

    @Test func theToolListsMarineKitsNavigationCatalogs() {
        let marine = [
            NavigationStrings.catalogs, CoastlineStrings.catalogs, TrackingStrings.catalogs, MagneticStrings.catalogs,
        ]
        .map(\.name)
        #expect(Set(marine).isSubset(of: DenizrotaTool.catalogs.map(\.name)))
    }
}
