import Foundation

/// Where the Firebase Auth and Firestore REST APIs are, for one project (firebase.google.com/docs/reference/rest).
///
/// The emulator variables switch them exactly as Firebase's own SDKs do: `FIRESTORE_EMULATOR_HOST=host:port`
/// makes Firestore `http://host:port/v1/…`; `FIREBASE_AUTH_EMULATOR_HOST=host:port` makes Auth
/// `http://host:port/identitytoolkit.googleapis.com/v1/…` and `http://host:port/securetoken.googleapis.com/v1/token`.
package struct FirebaseEndpoints: Sendable, Equatable {
    /// The web app's Firebase project (its public `firebase-config.js`).
    public static let webAppProject = "denizrota-d40d1"

    /// The Firestore `documents` root, `…/v1/projects/P/databases/(default)/documents`.
    public var firestoreDocuments: URL
    /// The Identity Toolkit root, `…/identitytoolkit.googleapis.com/v1/` or
    /// `https://identitytoolkit.googleapis.com/v1/`.
    public var identityToolkit: URL
    /// The token endpoint, `…/securetoken.googleapis.com/v1/token`.
    public var secureToken: URL
    /// The project id.
    public var project: String

    /// The endpoints of `project`, switched to emulators by `FIRESTORE_EMULATOR_HOST` and
    /// `FIREBASE_AUTH_EMULATOR_HOST` in `environment`.
    ///
    /// - Returns: `nil` when a variable is not a `host:port` pair or the project is not a valid id.
    public static func resolve(project: String, environment: [String: String]) -> FirebaseEndpoints? {
        guard !project.isEmpty, project.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        let firestoreHost = environment["FIRESTORE_EMULATOR_HOST"].flatMap { $0.isEmpty ? nil : $0 }
        let authHost = environment["FIREBASE_AUTH_EMULATOR_HOST"].flatMap { $0.isEmpty ? nil : $0 }
        let firestore = firestoreHost.map { "http://\($0)/v1/" } ?? "https://firestore.googleapis.com/v1/"
        let toolkit =
            authHost.map { "http://\($0)/identitytoolkit.googleapis.com/v1/" }
            ?? "https://identitytoolkit.googleapis.com/v1/"
        let token =
            authHost.map { "http://\($0)/securetoken.googleapis.com/v1/token" }
            ?? "https://securetoken.googleapis.com/v1/token"
        guard [firestoreHost, authHost].allSatisfy({ $0.map(isHostPort) ?? true }),
            let documents = URL(string: firestore + "projects/\(project)/databases/(default)/documents"),
            let identity = URL(string: toolkit), let secure = URL(string: token)
        else { return nil }
        return FirebaseEndpoints(
            firestoreDocuments: documents, identityToolkit: identity, secureToken: secure, project: project)
    }

    private static func isHostPort(_ text: String) -> Bool {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]) else {
            return false
        }
        return (1...65_535).contains(port) && colon > text.startIndex
            && text[..<colon].allSatisfy { $0.isLetter || $0.isNumber || ".-[]:".contains($0) }
    }
}
