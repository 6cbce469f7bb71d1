import Foundation
import Localization

/// Unit forms that write the number inside the words, as Chinese and Japanese output does (`時速 100 キロメートル`,
/// `每小时100公里`, `大さじ1`, `摂氏 20 度`): rewritten to `100 speed.kilometer_per_hour` before the request is
/// split into words, so the tool's own output in those languages reads back (issue 32).
enum CircumfixForms {
    /// One pattern: the text before and after the number, and the unit.
    struct Form: Sendable {
        let prefix: String
        let suffix: String
        let id: String
    }

    /// The Chinese and Japanese forms (the only catalogs whose patterns put text before the number), longest
    /// prefix first, each built on first use.
    private static let chinese = forms(of: .simplifiedChinese)
    private static let japanese = forms(of: .japanese)

    /// `input` with every circumfix form of `language` replaced by `NUMBER UNIT-ID`; ASCII input unchanged.
    static func rewritten(_ input: String, language: Language) -> String {
        guard input.utf8.contains(where: { $0 >= 0x80 }) else { return input }
        let forms: [Form]
        switch language {
        case .simplifiedChinese: forms = chinese
        case .japanese: forms = japanese
        default: return input
        }
        var text = input
        for form in forms {
            while let match = match(form, in: text) {
                text.replaceSubrange(match.range, with: " \(match.number) \(form.id) ")
            }
        }
        return text
    }

    /// The first place `form` occurs in `text` with a number inside it.
    private static func match(_ form: Form, in text: String) -> (range: Range<String.Index>, number: String)? {
        var searchStart = text.startIndex
        while let prefix = text.range(of: form.prefix, range: searchStart..<text.endIndex) {
            var cursor = prefix.upperBound
            while cursor < text.endIndex, text[cursor].isWhitespace { cursor = text.index(after: cursor) }
            let numberStart = cursor
            while cursor < text.endIndex, isNumberCharacter(text[cursor]) { cursor = text.index(after: cursor) }
            let number = String(text[numberStart..<cursor])
            var end = cursor
            while end < text.endIndex, text[end].isWhitespace, !form.suffix.isEmpty { end = text.index(after: end) }
            if number.contains(where: \.isASCIIDigit), text[end...].hasPrefix(form.suffix) {
                return (prefix.lowerBound..<text.index(end, offsetBy: form.suffix.count), number)
            }
            searchStart = prefix.upperBound
        }
        return nil
    }

    private static func isNumberCharacter(_ character: Character) -> Bool {
        character.isASCIIDigit || ".,-+/\u{2212}".contains(character)
            || DigitGrouping.groupingSpaces.contains(character)
    }

    /// The circumfix patterns of one language's catalog.
    private static func forms(of language: Language) -> [Form] {
        guard let catalog = ConversionStrings.catalogs.catalog(in: language) else { return [] }
        var forms: [Form] = []
        for (key, entry) in catalog.entries where key.hasPrefix("unit.") {
            let parts = key.split(separator: ".")
            guard parts.count == 4, parts[3] == "short" || parts[3] == "long" else { continue }
            let patterns: [String] =
                switch entry {
                case .text(let text): [text]
                case .plural(let plural): Array(plural.values)
                }
            for pattern in patterns {
                guard let placeholder = pattern.range(of: "{0}") else { continue }
                let prefix = pattern[..<placeholder.lowerBound].trimmingCharacters(in: .whitespaces)
                let suffix = pattern[placeholder.upperBound...].trimmingCharacters(in: .whitespaces)
                guard !prefix.isEmpty else { continue }
                forms.append(Form(prefix: prefix, suffix: suffix, id: "\(parts[1]).\(parts[2])"))
            }
        }
        return forms.sorted { ($0.prefix.count, $0.suffix.count) > ($1.prefix.count, $1.suffix.count) }
    }
}
