/// Looks texts up in one language, with the fallback chain language → English → key.
///
/// A tool builds one at startup from the language the app layer chose and the catalog sets of every module whose
/// text it shows (CLIKit, its command module, its kit). Sets are searched in order within each language.
///
/// ```swift
/// let localizer = Localizer(language: .turkish, sets: [CLIStrings.catalogs, TariffStringCatalogs.catalogs])
/// localizer.text("fee.total", "₺1.234,56")          // "Toplam: ₺1.234,56"
/// localizer.plural("deadline.days", count: 3, "3")  // "3 gün"
/// ```
public struct Localizer: Sendable {
    /// The language texts are shown in.
    public let language: Language
    /// The catalog sets searched, in order.
    public let sets: [CatalogSet]

    /// Creates a localizer.
    ///
    /// - Parameters:
    ///   - language: the language texts are shown in.
    ///   - sets: the catalog sets to search, in order.
    public init(language: Language, sets: [CatalogSet]) {
        self.language = language
        self.sets = sets
    }

    /// The entry for a key and the language it was found in: the requested language first, then English.
    ///
    /// - Parameter key: the catalog key.
    /// - Returns: the entry and its language, or `nil` when no catalog has the key.
    public func entry(_ key: String) -> (entry: CatalogEntry, language: Language)? {
        for candidate in [language, Language.fallback] {
            for set in sets {
                if let entry = set.entry(key, in: candidate) { return (entry, candidate) }
            }
        }
        return nil
    }

    /// The text for a key with its placeholders filled.
    ///
    /// A plural entry used here is read with the `other` form. A key no catalog has gives the key itself.
    ///
    /// - Parameters:
    ///   - key: the catalog key.
    ///   - arguments: the values for `{0}`, `{1}`, … in order.
    /// - Returns: the localized text.
    public func text(_ key: String, _ arguments: String...) -> String {
        text(key, arguments: arguments)
    }

    /// The text for a key with its placeholders filled from an array.
    ///
    /// - Parameters:
    ///   - key: the catalog key.
    ///   - arguments: the values for `{0}`, `{1}`, … in order.
    /// - Returns: the localized text, or the key when no catalog has it.
    public func text(_ key: String, arguments: [String]) -> String {
        guard let (entry, _) = entry(key) else { return key }
        return PlaceholderFormatter.format(form(of: entry, category: .other), arguments)
    }

    /// The plural form for a number, with its placeholders filled.
    ///
    /// - Parameters:
    ///   - key: the catalog key of a plural object.
    ///   - count: the number as displayed, which selects the CLDR category.
    ///   - arguments: the values for `{0}`, `{1}`, … (usually the displayed number first).
    /// - Returns: the localized text, or the key when no catalog has it.
    public func plural(_ key: String, operands count: PluralOperands, _ arguments: String...) -> String {
        guard let (entry, found) = entry(key) else { return key }
        let category = found.pluralCategory(for: count)
        return PlaceholderFormatter.format(form(of: entry, category: category), arguments)
    }

    /// The plural form for an integer, with its placeholders filled.
    ///
    /// - Parameters:
    ///   - key: the catalog key of a plural object.
    ///   - count: the integer that selects the CLDR category.
    ///   - arguments: the values for `{0}`, `{1}`, … (usually the displayed number first).
    /// - Returns: the localized text, or the key when no catalog has it.
    public func plural(_ key: String, count: Int, _ arguments: String...) -> String {
        guard let (entry, found) = entry(key) else { return key }
        let category = found.pluralCategory(for: count)
        return PlaceholderFormatter.format(form(of: entry, category: category), arguments)
    }

    /// The plural form for an integer, with its placeholders filled from an array.
    ///
    /// - Parameters:
    ///   - key: the catalog key of a plural object (a plain text entry is used as it is).
    ///   - count: the integer that selects the CLDR category.
    ///   - arguments: the values for `{0}`, `{1}`, … in order.
    /// - Returns: the localized text, or the key when no catalog has it.
    public func plural(_ key: String, count: Int, arguments: [String]) -> String {
        guard let (entry, found) = entry(key) else { return key }
        let category = found.pluralCategory(for: count)
        return PlaceholderFormatter.format(form(of: entry, category: category), arguments)
    }

    /// The message of a localizable error in this localizer's language.
    ///
    /// - Parameter error: the error.
    /// - Returns: the message with the error's arguments filled in.
    public func message(for error: any LocalizableError) -> String {
        text(error.messageKey, arguments: error.messageArguments(for: language))
    }

    private func form(of entry: CatalogEntry, category: PluralCategory) -> String {
        switch entry {
        case .text(let text): return text
        case .plural(let forms): return forms[category] ?? forms[.other] ?? forms.values.sorted().first ?? ""
        }
    }
}
