import Expectations
import Localization
import Testing

@testable import DenizrotadCommands

/// The daemon's catalogs: the same keys, placeholders and plural categories in all seven languages.
@Suite("denizrotad catalogs")
struct DenizrotadStringsTests {
    @Test func catalogsAreConsistentInAllSevenLanguages() {
        expectEqual(CatalogConsistencyChecker.issues(in: DenizrotadStrings.catalogs).map(\.description), [])
        expectEqual(DenizrotadStrings.catalogs.languages, Set(Language.allCases))
    }

    /// The daemon's counted messages agree with their number (CLDR plural forms) for 0, 1, 2 and 5, as
    /// `Daemon.Parts.text(_:count:_:)` renders them with the localizer `DaemonCommand` gives it.
    @Test(arguments: [
        (
            Language.english,
            [
                "denizrotad.error.notStarted": [
                    "no trip could be started, so 0 received positions were not stored: disk full",
                    "no trip could be started, so 1 received position was not stored: disk full",
                    "no trip could be started, so 2 received positions were not stored: disk full",
                    "no trip could be started, so 5 received positions were not stored: disk full",
                ],
                "denizrotad.error.unstored": [
                    "0 received positions were not stored and trip 7 was left open (the next start closes it): disk full",
                    "1 received position was not stored and trip 7 was left open (the next start closes it): disk full",
                    "2 received positions were not stored and trip 7 was left open (the next start closes it): disk full",
                    "5 received positions were not stored and trip 7 was left open (the next start closes it): disk full",
                ],
                "denizrotad.warning.clockDate": [
                    "0 fixes before the receiver's first date (GGA/GLL before RMC/ZDA) were dated from this computer's clock",
                    "1 fix before the receiver's first date (GGA/GLL before RMC/ZDA) was dated from this computer's clock",
                    "2 fixes before the receiver's first date (GGA/GLL before RMC/ZDA) were dated from this computer's clock",
                    "5 fixes before the receiver's first date (GGA/GLL before RMC/ZDA) were dated from this computer's clock",
                ],
            ]
        ),
        (
            Language.turkish,
            [
                "denizrotad.error.notStarted": [
                    "hiçbir seyir başlatılamadı, bu yüzden alınan 0 konum kaydedilmedi: disk full",
                    "hiçbir seyir başlatılamadı, bu yüzden alınan 1 konum kaydedilmedi: disk full",
                    "hiçbir seyir başlatılamadı, bu yüzden alınan 2 konum kaydedilmedi: disk full",
                    "hiçbir seyir başlatılamadı, bu yüzden alınan 5 konum kaydedilmedi: disk full",
                ],
                "denizrotad.error.unstored": [
                    "alınan 0 konum kaydedilemedi ve 7 numaralı sefer açık kaldı (bir sonraki başlatmada kapatılır): disk full",
                    "alınan 1 konum kaydedilemedi ve 7 numaralı sefer açık kaldı (bir sonraki başlatmada kapatılır): disk full",
                    "alınan 2 konum kaydedilemedi ve 7 numaralı sefer açık kaldı (bir sonraki başlatmada kapatılır): disk full",
                    "alınan 5 konum kaydedilemedi ve 7 numaralı sefer açık kaldı (bir sonraki başlatmada kapatılır): disk full",
                ],
                "denizrotad.warning.clockDate": [
                    "Alıcının ilk tarihinden önceki 0 konum (RMC/ZDA'dan önce GGA/GLL) bu bilgisayarın saatine göre tarihlendi",
                    "Alıcının ilk tarihinden önceki 1 konum (RMC/ZDA'dan önce GGA/GLL) bu bilgisayarın saatine göre tarihlendi",
                    "Alıcının ilk tarihinden önceki 2 konum (RMC/ZDA'dan önce GGA/GLL) bu bilgisayarın saatine göre tarihlendi",
                    "Alıcının ilk tarihinden önceki 5 konum (RMC/ZDA'dan önce GGA/GLL) bu bilgisayarın saatine göre tarihlendi",
                ],
            ]
        ),
        (
            Language.french,
            [
                "denizrotad.error.notStarted": [
                    "aucune traversée n’a pu être démarrée, donc 0 position reçue n’a pas été enregistrée : disk full",
                    "aucune traversée n’a pu être démarrée, donc 1 position reçue n’a pas été enregistrée : disk full",
                    "aucune traversée n’a pu être démarrée, donc 2 positions reçues n’ont pas été enregistrées : disk full",
                    "aucune traversée n’a pu être démarrée, donc 5 positions reçues n’ont pas été enregistrées : disk full",
                ],
                "denizrotad.error.unstored": [
                    "0 position reçue n'a pas été enregistrée et la sortie 7 est restée ouverte (le prochain démarrage la fermera) : disk full",
                    "1 position reçue n'a pas été enregistrée et la sortie 7 est restée ouverte (le prochain démarrage la fermera) : disk full",
                    "2 positions reçues n'ont pas été enregistrées et la sortie 7 est restée ouverte (le prochain démarrage la fermera) : disk full",
                    "5 positions reçues n'ont pas été enregistrées et la sortie 7 est restée ouverte (le prochain démarrage la fermera) : disk full",
                ],
                "denizrotad.warning.clockDate": [
                    "0 position antérieure à la première date du récepteur (GGA/GLL avant RMC/ZDA) a été datée avec l'horloge de cet ordinateur",
                    "1 position antérieure à la première date du récepteur (GGA/GLL avant RMC/ZDA) a été datée avec l'horloge de cet ordinateur",
                    "2 positions antérieures à la première date du récepteur (GGA/GLL avant RMC/ZDA) ont été datées avec l'horloge de cet ordinateur",
                    "5 positions antérieures à la première date du récepteur (GGA/GLL avant RMC/ZDA) ont été datées avec l'horloge de cet ordinateur",
                ],
            ]
        ),
        (
            Language.japanese,
            [
                "denizrotad.error.notStarted": [
                    "航海を開始できなかったため、受信した 0 件の位置は保存されませんでした：disk full",
                    "航海を開始できなかったため、受信した 1 件の位置は保存されませんでした：disk full",
                    "航海を開始できなかったため、受信した 2 件の位置は保存されませんでした：disk full",
                    "航海を開始できなかったため、受信した 5 件の位置は保存されませんでした：disk full",
                ],
                "denizrotad.error.unstored": [
                    "受信した 0 件の位置を保存できず、航海 7 は開いたままです（次回の起動時に閉じられます）：disk full",
                    "受信した 1 件の位置を保存できず、航海 7 は開いたままです（次回の起動時に閉じられます）：disk full",
                    "受信した 2 件の位置を保存できず、航海 7 は開いたままです（次回の起動時に閉じられます）：disk full",
                    "受信した 5 件の位置を保存できず、航海 7 は開いたままです（次回の起動時に閉じられます）：disk full",
                ],
                "denizrotad.warning.clockDate": [
                    "受信機の最初の日付より前の 0 件の測位（RMC/ZDA より前の GGA/GLL）をこのコンピューターの時計で日付付けしました",
                    "受信機の最初の日付より前の 1 件の測位（RMC/ZDA より前の GGA/GLL）をこのコンピューターの時計で日付付けしました",
                    "受信機の最初の日付より前の 2 件の測位（RMC/ZDA より前の GGA/GLL）をこのコンピューターの時計で日付付けしました",
                    "受信機の最初の日付より前の 5 件の測位（RMC/ZDA より前の GGA/GLL）をこのコンピューターの時計で日付付けしました",
                ],
            ]
        ),
    ])
    func countedMessagesAgreeWithTheirNumber(_ language: Language, _ expected: [String: [String]]) {
        let localizer = Localizer(language: language, sets: DenizrotadTool.catalogs)
        let extra = ["denizrotad.error.notStarted": ["disk full"], "denizrotad.error.unstored": ["7", "disk full"]]
        let rendered = expected.keys.map { key in
            (key, [0, 1, 2, 5].map { localizer.plural(key, count: $0, arguments: [String($0)] + (extra[key] ?? [])) })
        }
        expectEqual(Dictionary(uniqueKeysWithValues: rendered), expected)
    }
}
