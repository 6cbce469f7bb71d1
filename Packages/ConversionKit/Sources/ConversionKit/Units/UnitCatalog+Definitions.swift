extension UnitCatalog {
    /// One `NAME = NUMBER UNIT` line of a definitions file.
    struct DefinitionLine {
        let line: Int
        let text: String
        let name: String
        let declared: UnitCategory?
        let amount: String
        let unit: String
    }

    /// This catalog with the units a user defines, exactly, in terms of units it already has (issue 32, item 11).
    ///
    /// One definition a line, `NAME = NUMBER UNIT` (`furlong = 220 yd`, `cc = 1 cm³`, `span = 9 in`,
    /// `length.rod = 1/4 chain`); `#` starts a comment. The number is read exactly (`1/3`, `0.5`, `1e3`); the unit
    /// is any spelling the catalog takes, including a unit defined on another line of the file, before or after.
    /// A name given as `CATEGORY.NAME` declares the category and becomes the id; otherwise the id is
    /// `CATEGORY.NAME` with the unit's category. The name is matched case-insensitively, like the table's names.
    ///
    /// - Parameters:
    ///   - text: the file's text.
    ///   - file: the file's path, named in errors and in each unit's `source` (`FILE:LINE: furlong = 220 yd`).
    /// - Returns: the catalog with the new units after the built-in ones.
    /// - Throws: ``ConversionError/invalidUnitDefinition(file:line:problem:)`` for the first bad line: malformed, a
    ///   name already taken, an unknown unit, a wrong declared category, a cycle, a temperature scale, a number not
    ///   above zero.
    public func adding(definitions text: String, file: String) throws(ConversionError) -> UnitCatalog {
        var pending = try Self.definitionLines(text, file: file)
        var catalog = self
        while !pending.isEmpty {
            var waiting: [DefinitionLine] = []
            for line in pending {
                if catalog.recognizes(line.unit) {
                    catalog = try catalog.defining(line, file: file)
                } else if pending.contains(where: { Self.folded($0.name) == Self.folded(line.unit) }) {
                    waiting.append(line)
                } else {
                    throw .invalidUnitDefinition(file: file, line: line.line, problem: .unknownUnit(line.unit))
                }
            }
            guard waiting.count < pending.count else {
                throw .invalidUnitDefinition(file: file, line: waiting[0].line, problem: .cycle(waiting.map(\.name)))
            }
            pending = waiting
        }
        return catalog
    }

    /// The catalog with one more unit; the line's unit must already resolve.
    private func defining(_ line: DefinitionLine, file: String) throws(ConversionError) -> UnitCatalog {
        let problem = { (problem: UnitDefinitionProblem) in
            ConversionError.invalidUnitDefinition(file: file, line: line.line, problem: problem)
        }
        let base = try resolve(line.unit).unit
        guard !base.isAffine else { throw problem(.scaleUnit(line.unit)) }
        if let declared = line.declared, declared != base.category {
            throw problem(.wrongCategory(declared: declared.rawValue, actual: base.category.rawValue))
        }
        let id = "\(base.category.rawValue).\(line.name)"
        guard !recognizes(line.name), byID[id] == nil else { throw problem(.nameTaken(line.name)) }
        guard let amount = try? NumberReader.read(line.amount) else { throw problem(.malformed(line.text)) }
        guard amount > .zero else { throw problem(.notPositive(line.amount)) }
        let unit = UnitDefinition(
            id: id, category: base.category, factor: amount * base.factor, symbols: [], names: [line.name],
            source: "\(file):\(line.line): \(line.text)", isUserDefined: true)
        return try UnitCatalog(units: units + [unit], ambiguities: Array(ambiguities.values))
    }

    /// The definition lines of a file, comments and blank lines left out.
    static func definitionLines(_ text: String, file: String) throws(ConversionError) -> [DefinitionLine] {
        var lines: [DefinitionLine] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = raw.prefix { $0 != "#" }.trimmingWhitespace
            guard !content.isEmpty else { continue }
            guard let line = definitionLine(content, number: index + 1) else {
                throw .invalidUnitDefinition(file: file, line: index + 1, problem: .malformed(content))
            }
            if lines.contains(where: { folded($0.name) == folded(line.name) }) {
                throw .invalidUnitDefinition(file: file, line: index + 1, problem: .nameTaken(line.name))
            }
            lines.append(line)
        }
        return lines
    }

    /// `NAME = NUMBER UNIT…`: a one-word name (optionally `CATEGORY.NAME`), a number, a unit of one or more words.
    private static func definitionLine(_ text: String, number: Int) -> DefinitionLine? {
        let sides = text.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace }
        guard sides.count == 2, !sides[0].isEmpty, !sides[0].contains(" "), !sides[0].contains("/") else { return nil }
        let words = sides[1].split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2 else { return nil }
        var name = sides[0]
        var declared: UnitCategory?
        if let dot = name.firstIndex(of: "."), let category = UnitCategory(rawValue: String(name[..<dot])) {
            declared = category
            name = String(name[name.index(after: dot)...])
        }
        guard let first = name.first, !first.isNumber, !name.contains(".") else { return nil }
        return DefinitionLine(
            line: number, text: text, name: name, declared: declared, amount: words[0], unit: words[1])
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space.
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
