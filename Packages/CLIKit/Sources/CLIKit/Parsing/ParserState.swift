import Localization

/// The mutable state of one `CommandLineParser.parse` run.
struct ParserState {
    var outcome: CommandLineParser.Outcome
    let globalOptions: [OptionSpec]
    let language: Language
    private var optionsEnded = false

    init(outcome: CommandLineParser.Outcome, globalOptions: [OptionSpec], language: Language) {
        self.outcome = outcome
        self.globalOptions = globalOptions
        self.language = language
    }

    private var current: Command { outcome.path[outcome.path.count - 1] }

    /// The options visible at this point: the current command's, its ancestors', then the global ones.
    private var visibleOptions: [OptionSpec] {
        outcome.path.reversed().flatMap(\.options) + globalOptions
    }

    mutating func consume(_ words: [String]) {
        var queue = words[...]
        while let word = queue.popFirst(), outcome.error == nil {
            if optionsEnded {
                outcome.positionalWords.append(word)
            } else if word == "--" {
                optionsEnded = true
            } else if word.hasPrefix("--") {
                longOption(word, rest: &queue)
            } else if word.hasPrefix("-") && word.count > 1 && word != "->" && !StrictNumberText.isNegativeNumber(word)
            {
                shortOptions(word, rest: &queue)
            } else {
                bareWord(word)
            }
        }
    }

    // MARK: - Options

    private mutating func longOption(_ word: String, rest: inout ArraySlice<String>) {
        let body = word.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        guard let spec = visibleOptions.first(where: { $0.name == name }) else {
            fail(.unknownOption("--\(name)", suggestion: suggestion(for: "--\(name)")))
            return
        }
        guard spec.takesValue else {
            inlineValue == nil ? recordFlag(spec) : fail(.flagWithValue(spec.longForm))
            return
        }
        if let bare = spec.bareValue, inlineValue == nil {
            optionalValue(spec, bare: bare, rest: &rest)
            return
        }
        guard let value = inlineValue ?? nextValue(from: &rest) else {
            fail(.missingValue(option: spec.longForm))
            return
        }
        record(value, for: spec, as: spec.longForm)
    }

    private mutating func shortOptions(_ word: String, rest: inout ArraySlice<String>) {
        var letters = word.dropFirst()
        while let letter = letters.popFirst(), outcome.error == nil {
            guard let spec = visibleOptions.first(where: { $0.short == letter }) else {
                fail(.unknownOption("-\(letter)", suggestion: nil))
                return
            }
            guard spec.takesValue else {
                recordFlag(spec)
                continue
            }
            let attached = letters.isEmpty ? nil : String(letters)
            guard let value = attached ?? nextValue(from: &rest) else {
                fail(.missingValue(option: "-\(letter)"))
                return
            }
            record(value, for: spec, as: "-\(letter)")
            return
        }
    }

    /// `--name` of an ``OptionalValueOption`` without `=`: the next word when it parses as the value, else the
    /// bare value (the word stays for what follows).
    private mutating func optionalValue(_ spec: OptionSpec, bare: any Sendable, rest: inout ArraySlice<String>) {
        var lookahead = rest
        if let next = nextValue(from: &lookahead), spec.parse(next, language) != nil {
            rest = lookahead
            record(next, for: spec, as: spec.longForm)
        } else {
            store(bare, for: spec)
        }
    }

    /// The next word as an option's value, unless it is itself an option (negative numbers and `-` are values).
    private func nextValue(from rest: inout ArraySlice<String>) -> String? {
        guard let next = rest.first else { return nil }
        let looksLikeOption = next.hasPrefix("-") && next != "-" && !StrictNumberText.isNegativeNumber(next)
        return looksLikeOption ? nil : rest.popFirst()
    }

    /// Why `word` is no value of `spec`: a number languages read two ways (`1.250`) names both readings.
    private static func refusal(
        of word: String, for name: String, expectationKey: String, choices: [String]
    ) -> UsageError {
        if expectationKey == "value.expected.number", let readings = StrictNumberText.ambiguousReadings(word) {
            return .ambiguousNumber(word, for: name, grouped: readings.grouped, decimal: readings.decimal)
        }
        return .invalidValue(word, for: name, expectationKey: expectationKey, choices: choices)
    }

    private mutating func recordFlag(_ spec: OptionSpec) {
        outcome.arguments.flagCounts[spec.name, default: 0] += 1
    }

    private mutating func record(_ word: String, for spec: OptionSpec, as spelled: String) {
        guard let value = spec.parse(word, language) else {
            fail(Self.refusal(of: word, for: spelled, expectationKey: spec.expectationKey, choices: spec.choices))
            return
        }
        store(value, for: spec)
    }

    private mutating func store(_ value: any Sendable, for spec: OptionSpec) {
        if !spec.isRepeatable && outcome.arguments.optionValues[spec.name] != nil {
            fail(.repeatedOption(spec.longForm))
            return
        }
        outcome.arguments.optionValues[spec.name, default: []].append(value)
    }

    private func suggestion(for word: String) -> String? {
        let candidates = visibleOptions.map(\.longForm)
        return ClosestMatch.find(word, among: candidates)
    }

    // MARK: - Words

    private mutating func bareWord(_ word: String) {
        guard !current.subcommands.isEmpty, outcome.positionalWords.isEmpty else {
            outcome.positionalWords.append(word)
            return
        }
        if let subcommand = current.subcommand(named: word) {
            outcome.path.append(subcommand)
        } else if current.positionals.isEmpty {
            let names = current.subcommands.map(\.name)
            fail(.unknownSubcommand(word, suggestion: ClosestMatch.find(word, among: names)))
        } else {
            outcome.positionalWords.append(word)
        }
    }

    private mutating func fail(_ error: UsageError) {
        if outcome.error == nil { outcome.error = error }
    }

    // MARK: - After the last word

    /// Types the positional words and checks required options and arguments.
    mutating func finish() {
        assignPositionals()
        guard outcome.error == nil else { return }
        for spec in outcome.path.flatMap(\.options) where spec.isRequired {
            if outcome.arguments.optionValues[spec.name] == nil {
                fail(.missingOption(spec.longForm))
                return
            }
        }
    }

    private mutating func assignPositionals() {
        var words = outcome.positionalWords[...]
        for spec in current.positionals {
            let taken = spec.isVariadic ? Array(words) : Array(words.prefix(1))
            words = words.dropFirst(taken.count)
            if taken.isEmpty && spec.isRequired {
                fail(.missingArgument(spec.valueName))
                return
            }
            for word in taken {
                guard let value = spec.parse(word, language) else {
                    fail(
                        Self.refusal(
                            of: word, for: spec.valueName, expectationKey: spec.expectationKey, choices: spec.choices))
                    return
                }
                outcome.arguments.positionalValues[spec.valueName, default: []].append(value)
            }
        }
        if let extra = words.first { fail(.unexpectedArgument(extra)) }
    }
}
