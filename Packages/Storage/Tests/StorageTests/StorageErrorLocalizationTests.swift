import Expectations
import Localization
import Storage
import Testing

@Suite struct StorageErrorLocalizationTests {
    static let kinds: [StorageError.Kind] = [
        .notADatabase, .newerThanProgram(databaseVersion: 3, programVersion: 1), .diskFull, .readOnly, .cannotOpen,
        .busy, .constraintViolation, .corrupt, .ioFailure, .encodingFailed, .decodingFailed, .notFound,
        .invalidArgument, .other,
    ]

    @Test func catalogsAreCompleteAndConsistent() {
        expectEqual(CatalogConsistencyChecker.issues(in: StorageStrings.catalogs), [])
        expectEqual(StorageStrings.catalogs.languages.count, 7)
    }

    @Test(arguments: Language.allCases)
    func everyKindHasAMessageInEveryLanguage(language: Language) {
        let localizer = Localizer(language: language, sets: [StorageStrings.catalogs])
        for kind in Self.kinds {
            let error = StorageError(kind: kind, message: "disk I/O error", path: "/data/x.sqlite")
            let text = localizer.message(for: error)
            #expect(!text.contains("storage.error"), "\(language) has no message for \(kind)")
            #expect(!text.contains("{"), "\(language) left a placeholder in \(text)")
        }
    }

    @Test(arguments: [
        (StorageError.Kind.notADatabase, "/data/x.sqlite is not a database file; it was left untouched"),
        (
            .newerThanProgram(databaseVersion: 3, programVersion: 1),
            "/data/x.sqlite was written by a newer version of this program (schema 3; this version knows up to 1);"
                + " it was left untouched"
        ),
        (.diskFull, "the disk holding /data/x.sqlite is full; nothing was saved"),
        (.other, "the database /data/x.sqlite reported an error: disk I/O error"),
    ])
    func englishMessagesNameThePathAndVersions(kind: StorageError.Kind, expected: String) {
        let localizer = Localizer(language: .english, sets: [StorageStrings.catalogs])
        let error = StorageError(kind: kind, message: "disk I/O error", path: "/data/x.sqlite")
        expectEqual(localizer.message(for: error), expected)
    }

    @Test func turkishMessageForAReadOnlyFile() {
        let localizer = Localizer(language: .turkish, sets: [StorageStrings.catalogs])
        let error = StorageError(kind: .readOnly, message: "attempt to write a readonly database", path: "/v/a.sqlite")
        expectEqual(localizer.message(for: error), "/v/a.sqlite salt okunur; hiçbir şey kaydedilmedi")
    }
}
