import Foundation
import Localization

extension CommandContext {
    /// A one-line, localized description of an error for a message's placeholder (never a Swift type dump).
    ///
    /// A `LocalizableError` gives its catalog message (the tool must load the catalog of the library that threw
    /// it); a `DecodingError` names the field that did not fit; anything else falls back to its description.
    ///
    /// - Parameter error: the error.
    /// - Returns: the text.
    public func describe(_ error: any Error) -> String {
        ErrorText(localizer: localizer).describe(error)
    }
}

/// Renders errors of any type as user text (``CommandContext/describe(_:)``, the runner's "unexpected failure").
struct ErrorText {
    let localizer: Localizer

    func describe(_ error: any Error) -> String {
        switch error {
        case let error as any LocalizableError: localizer.message(for: error)
        case let error as DecodingError: describe(error)
        case let error as POSIXError: localizer.text("error.system", "\(error.code.rawValue)")
        default: String(describing: error)
        }
    }

    private func describe(_ error: DecodingError) -> String {
        let path: [any CodingKey]
        switch error {
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        @unknown default: path = []
        }
        guard !path.isEmpty else { return localizer.text("error.decoding.invalid") }
        let field = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return localizer.text("error.decoding.field", field.replacingOccurrences(of: ".[", with: "["))
    }
}
