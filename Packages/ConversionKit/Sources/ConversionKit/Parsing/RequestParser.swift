import Localization

/// Parses a conversion request such as `5 km mi`, `5 ft 3 in to cm`, `1 1/2 cup ml` or `-40 degC degF`.
///
/// Grammar: `term+ [to|in|->] unit`, where `term = [number [fraction]] unit` (a missing first number is 1, as in
/// GNU units: `km mi`). A unit may be several words (`fl oz`,
/// `us cup`); without `to`, the words after the last number are split where both halves name a unit. The sign of
/// the first number applies to the whole compound (`-5 ft 3 in` is −(5 ft + 3 in)); later terms are unsigned.
public struct RequestParser: Sendable {
    /// The table units are looked up in.
    public let catalog: UnitCatalog

    /// How a number such as `1,500` is read (default: refused, naming both readings).
    public let grouping: GroupingConvention
    /// The input's language: its own unit words and abbreviations come first, other languages' abbreviations are
    /// not taken (`mil` is the mile in Turkish, the thou in English).
    public let language: Language

    /// Creates a parser over a unit table.
    ///
    /// - Parameters:
    ///   - catalog: the units.
    ///   - grouping: the reading of `1,500` / `1.500`; pass the user's region's
    ///     (``GroupingConvention/init(symbols:)``).
    ///   - language: the input's language (default English).
    public init(catalog: UnitCatalog, grouping: GroupingConvention = .refuseAmbiguous, language: Language = .english) {
        self.catalog = catalog
        self.grouping = grouping
        self.language = language
    }

    /// Parses one request.
    /// - Throws: ``ConversionError`` for empty input, a bad number, an unknown unit, a missing target, mixed
    ///   categories or a compound temperature.
    public func parse(_ input: String) throws(ConversionError) -> ConversionRequest {
        let typed = CircumfixForms.rewritten(input, language: language)
        var tokens = InputToken.tokenize(try DigitGrouping.joined(typed, grouping: grouping))
        guard !tokens.isEmpty else { throw .emptyInput }
        if case .word = tokens[0] { tokens.insert(.number("1"), at: 0) }
        var groups = try TermGroup.groups(of: Self.sourceTokens(tokens))
        let targetText: String
        if let keyword = Self.keywordIndex(tokens) {
            targetText = try Self.targetText(Array(tokens[(keyword + 1)...]))
        } else {
            let (lastUnit, targetWords) = try split(groups[groups.count - 1].words)
            groups[groups.count - 1].words = lastUnit
            targetText = targetWords.joined(separator: " ")
        }
        let target = try words.resolveTarget(targetText)
        let (parts, isInterval) = try makeParts(groups, target: target.units[0], targetIsInterval: target.isInterval)
        return ConversionRequest(
            input: UnitCatalog.normalized(input), parts: parts, targets: target.units, isInterval: isInterval)
    }

    /// Parses a request that may name no target (`5 km`, `5 ft 7 in`): the target units are then the ones `choose`
    /// picks for the request as parsed so far, whose provisional target is its first term's unit (issue 32, item 9:
    /// the region's preferred unit).
    /// - Throws: as ``parse(_:)``, and whatever `choose` throws.
    public func parse(
        _ input: String, choosingTarget choose: (ConversionRequest) throws(ConversionError) -> [ResolvedUnit]
    ) throws(ConversionError) -> ConversionRequest {
        do {
            return try parse(input)
        } catch {
            guard error == .missingTargetUnit else { throw error }
        }
        let typed = CircumfixForms.rewritten(input, language: language)
        var tokens = InputToken.tokenize(try DigitGrouping.joined(typed, grouping: grouping))
        if case .word? = tokens.first { tokens.insert(.number("1"), at: 0) }
        let groups = try TermGroup.groups(of: Self.sourceTokens(tokens))
        let first = try words.resolve(groups[0].words.joined(separator: " ")).0
        let (parts, isInterval) = try makeParts(groups, target: first, targetIsInterval: false)
        let normalized = UnitCatalog.normalized(input)
        let targets = try choose(
            ConversionRequest(input: normalized, parts: parts, targets: [first], isInterval: isInterval))
        return ConversionRequest(input: normalized, parts: parts, targets: targets, isInterval: isInterval)
    }

    /// The unit words of the request.
    private var words: UnitWords { UnitWords(catalog: catalog, language: language) }

    /// Index of the word that introduces the target, if any: `to`, `->` or `→`; or `in` when it follows a unit
    /// word and something follows it (`1 mi in km`), whereas after a number it is the inch (`5 ft 3 in cm`).
    static func keywordIndex(_ tokens: [InputToken]) -> Int? {
        tokens.indices.last { index in
            guard case .word(let word) = tokens[index] else { return false }
            if targetKeywords.contains(word.lowercased()) { return true }
            guard word == "in", index > 0, index < tokens.count - 1, case .word = tokens[index - 1] else {
                return false
            }
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
    private static func targetText(_ tokens: [InputToken]) throws(ConversionError) -> String {
        var words: [String] = []
        for token in tokens {
            switch token {
            case .number(let text): throw .unexpectedNumber(text)
            case .word(let word): words.append(word)
            }
        }
        guard !words.isEmpty else { throw .missingTargetUnit }
        return words.joined(separator: " ")
    }

    /// Splits the last words into the last term's unit and the target unit.
    private func split(_ words: [String]) throws(ConversionError) -> (unit: [String], target: [String]) {
        let unitWords = self.words
        guard words.count >= 2 else {
            _ = try unitWords.resolve(words.joined(separator: " "))
            throw .missingTargetUnit
        }
        let cuts = 1..<words.count
        let text = { (range: Range<Int>) in words[range].joined(separator: " ") }
        if let cut = cuts.first(where: {
            unitWords.recognizes(text(0..<$0)) && unitWords.recognizesTarget(text($0..<words.count))
        }) {
            return (Array(words[..<cut]), Array(words[cut...]))
        }
        if let cut = cuts.last(where: { unitWords.recognizes(text(0..<$0)) }) {
            _ = try unitWords.resolveTarget(text(cut..<words.count))
        }
        if let cut = cuts.first(where: { unitWords.recognizesTarget(text($0..<words.count)) }) {
            _ = try unitWords.resolve(text(0..<cut))
        }
        _ = try unitWords.resolve(words[0])
        throw catalog.unknown(text(0..<words.count))
    }

    /// Resolves every term and checks they can be added; the result is a difference when every term is one.
    ///
    /// A term after `+` or `-` (`5 ft + 3 in`, `37 °C - 1 Δ°C`) takes that sign. Without such operators, a minus
    /// before the first number applies to the whole compound (`-5 ft 3 in`), except after a temperature on a scale,
    /// whose sign is its own (`-5 °C 1 Δ°C` is −4 °C).
    private func makeParts(_ groups: [TermGroup], target: ResolvedUnit, targetIsInterval: Bool)
        throws(ConversionError)
        -> (parts: [QuantityPart], isInterval: Bool)
    {
        var parts: [QuantityPart] = []
        let hasOperators = groups.contains { $0.operation != nil }
        for group in groups {
            let (unit, isDifference) = try words.resolve(group.words.joined(separator: " "))
            if let first = parts.first, first.unit.unit.category != unit.unit.category {
                throw .mixedCategories(first: first.unit.unit.id, second: unit.unit.id)
            }
            var value = try group.value(isFirst: parts.isEmpty, grouping: grouping)
            if group.operation == .minus {
                value = -value
            } else if !hasOperators, let first = parts.first, groups[0].isNegative,
                first.isDifference || !first.unit.unit.isAffine
            {
                value = -value
            }
            parts.append(
                QuantityPart(
                    value: value, valueText: group.numbers.joined(separator: " "), unit: unit,
                    isDifference: isDifference))
        }
        return (parts, try Self.isDifference(parts, target: target, targetIsInterval: targetIsInterval))
    }

    /// Whether the sum of temperature terms is a difference (GNU units, pint).
    ///
    /// A scale value plus differences is a scale value, differences alone a difference; two scale values cannot be added, and a scale value cannot be
    /// asked for as a difference. Other categories are never differences.
    private static func isDifference(_ parts: [QuantityPart], target: ResolvedUnit, targetIsInterval: Bool)
        throws(ConversionError) -> Bool
    {
        guard parts[0].unit.unit.isAffine else { return false }
        let scales = parts.filter { !$0.isDifference }
        if scales.count > 1 { throw .compoundTemperature(scales[1].unit.unit.id) }
        guard let scale = scales.first else { return true }
        if targetIsInterval { throw .differenceTarget(from: scale.unit.unit.id, to: target.id) }
        return false
    }
}
