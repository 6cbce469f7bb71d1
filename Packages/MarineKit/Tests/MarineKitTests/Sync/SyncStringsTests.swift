import Expectations
import Foundation
import Localization
import Testing

@testable import MarineKit

/// The sync catalogs agree across the seven languages and hold every message a ``SyncError`` names.
@Suite struct SyncStringsTests {
    static let errors: [SyncError] = [
        .wrongPassword, .sessionExpired, .notSignedIn, .authRejected(code: "X"), .permissionDenied(path: "p"),
        .offline(detail: "d"), .serverBusy(status: 503), .rejected(status: 400, message: "m"),
        .malformedAnswer(detail: "d"), .conflict(path: "p"), .documentTooLarge(path: "p", bytes: 1),
        .tooManyIndexEntries(path: "p", entries: 1), .notFound(path: "p"),
    ]

    @Test(arguments: Language.allCases.map(\.rawValue))
    func everyErrorHasAMessageWithItsPlaceholders(language: String) throws {
        let bytes = try #require(SyncStrings.catalogJSON(language: language))
        let catalog = try JSONDecoder().decode([String: String].self, from: Data(bytes))
        for error in Self.errors {
            let text = try #require(catalog[error.messageKey], "\(language) \(error.messageKey)")
            for index in error.messageArguments.indices { #expect(text.contains("{\(index)}"), "\(language) \(error)") }
        }
        #expect(CatalogConsistencyChecker.issues(in: SyncStrings.catalogs).isEmpty)
    }

    @Test func turkishWrongPasswordIsTurkish() throws {
        let catalog = try JSONDecoder().decode(
            [String: String].self, from: Data(try #require(SyncStrings.catalogJSON(language: "tr"))))
        expectEqual(catalog["error.sync.wrongPassword"], "DenizRota bulut eşitlemesi için e-posta veya parola yanlış.")
    }
}
