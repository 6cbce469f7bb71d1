/// Parses a conversion request such as `5 km mi`, `5 ft 3 in to cm`, `1 1/2 cup ml` or `-40 degC degF`.
///
/// Grammar: `term+ [to] unit`, where `term = number [fraction] unit`. A unit may be several words (`fl oz`,
/// `us cup`); without `to`, the words after the last number are split where both halves name a unit. The sign of
/// the first number applies to the whole compound (`-5 ft 3 in` is −(5 ft + 3 in)); later terms are unsigned.
public struct RequestParser: Sendable {
    /// The table units are looked up in.
    public let catalog: UnitCatalog

    /// How a number such as `1,500` is read (default: refused, naming both readings).
    public let grouping: GroupingConvention

    /// Creates a parser over a unit table.
    ///
    /// - Parameters:
    ///   - catalog: the units.
    ///   - grouping: the reading of `1,500` / `1.500`; pass the user's language's (``GroupingConvention/init(languageTag:)``).
    public init(catalog: UnitCatalog, grouping: GroupingConvention = .refuseAmbiguous) {
        self.catalog = catalog
        self.grouping = grouping
    }

    /// Parses one request.
    /// - Throws: ``ConversionError`` for empty input, a bad number, an unknown unit, a missing target, mixed
    ///   categories or a compound temperature.
    public func parse(_ input: String) throws(ConversionError) -> ConversionRequest {
        let tokens = InputToken.tokenize(input)
        guard !tokens.isEmpty else { throw .emptyInput }
        var groups = try TermGroup.groups(of: Self.sourceTokens(tokens))
        let target: ResolvedUnit
        if let keyword = Self.keywordIndex(tokens) {
            target = try targetUnit(Array(tokens[(keyword + 1)...]))
        } else {
            let (lastUnit, targetWords) = try split(groups[groups.count - 1].words)
            groups[groups.count - 1].words = lastUnit
            target = try catalog.resolve(targetWords.joined(separator: " "))
        }
        let parts = try makeParts(groups)
        return ConversionRequest(input: UnitCatalog.normalized(input), parts: parts, target: target)
    }

    /// Index of the word that introduces the target, if any: `to`, `->` or `→`; or `in` when it follows a unit
    /// word and something follows it (`1 mi in km`), whereas after a number it is the inch (`5 ft 3 in cm`).
    static func keywordIndex(_ tokens: [InputToken]) -> Int? {
        tokens.indices.last { index in
            guard case .word(let word) = tokens[index] else { return false }
            if targetKeywords.contains(word.lowercased()) { return true }
            guard word == "in", index > 0, index < tokens.count - 1, case .word = tokens[index - 1] else { return false }
            return true
        }
    }

    /// The words that always introduce the target unit.
    private static let targetKeywords: Set<String> = ["to", "->", "→"]

    /// The tokens before `to`, or all of them.
    private static func sourceTokens(_ tokens: [InputToken]) -> [InputToken] {
        guard let keyword = keywordIndex(tokens) else { return tokens }
        return Array(tokens[..<keyword])
    }

    /// The unit after `to`: words only, at least one.
    private func targetUnit(_ tokens: [InputToken]) throws(ConversionError) -> ResolvedUnit {
        var words: [String] = []
        for token in tokens {
            switch token {
            case .number(let text): throw .unexpectedNumber(text)
            case .word(let word): words.append(word)
            }
        }
        guard !words.isEmpty else { throw .missingTargetUnit }
        return try catalog.resolve(words.joined(separator: " "))
    }

    /// Splits the last words into the last term's unit and the target unit.
    private func split(_ words: [String]) throws(ConversionError) -> (unit: [String], target: [String]) {
        guard words.count >= 2 else {
            _ = try catalog.resolve(words.joined(separator: " "))
            throw .missingTargetUnit
        }
        let cuts = 1..<words.count
        let text = { (range: Range<Int>) in words[range].joined(separator: " ") }
        if let cut = cuts.first(where: {
            catalog.recognizes(text(0..<$0)) && catalog.recognizes(text($0..<words.count))
        }) {
            return (Array(words[..<cut]), Array(words[cut...]))
        }
        if let cut = cuts.last(where: { catalog.recognizes(text(0..<$0)) }) {
            _ = try catalog.resolve(text(cut..<words.count))
        }
        if let cut = cuts.first(where: { catalog.recognizes(text($0..<words.count)) }) {
            _ = try catalog.resolve(text(0..<cut))
        }
        _ = try catalog.resolve(words[0])
        throw .unknownUnit(text(0..<words.count), suggestions: catalog.suggestions(for: text(0..<words.count)))
    }

    /// Resolves every term and checks they can be added.
    private func makeParts(_ groups: [TermGroup]) throws(ConversionError) -> [QuantityPart] {
        var parts: [QuantityPart] = []
        for group in groups {
            let unit = try catalog.resolve(group.words.joined(separator: " "))
            if let first = parts.first {
                guard first.unit.unit.category == unit.unit.category else {
                    throw .mixedCategories(first: first.unit.unit.id, second: unit.unit.id)
                }
                guard !unit.unit.isAffine else { throw .compoundTemperature(unit.unit.id) }
            }
            var value = try group.value(isFirst: parts.isEmpty, grouping: grouping)
            if let first = groups.first, first.isNegative, !parts.isEmpty { value = -value }
            parts.append(QuantityPart(value: value, valueText: group.numbers.joined(separator: " "), unit: unit))
        }
        if parts.count > 1, parts[0].unit.unit.isAffine { throw .compoundTemperature(parts[0].unit.unit.id) }
        return parts
    }
}
