import Localization

/// The shape of `Resources/units.json`, read before validation into ``UnitCatalog``.
///
/// Read with Localization's ``JSONScanner`` rather than `JSONDecoder`: every start of `unitconv` reads the whole
/// table, and `Codable` decoding was a fifth of a conversion's instructions (callgrind, `unitconv 1 mile km`).
struct UnitTableFile {
    /// One row of the `units` array.
    struct Unit {
        let id: String
        let factor: String
        let offset: String?
        let source: String
        let symbols: [String]
        let names: [String]
    }

    /// One row of the `ambiguous` array.
    struct Ambiguity {
        let aliases: [String]
        let `default`: String
        let alternatives: [String]
    }

    let units: [Unit]
    let ambiguous: [Ambiguity]

    /// Reads the table from the UTF-8 bytes of its JSON file.
    /// - Throws: a description of the first field that is missing or of the wrong kind.
    init(json: [UInt8]) throws(TableFault) {
        let root: JSONValue
        do {
            root = try JSONScanner.parse(json)
        } catch {
            throw TableFault("not JSON: expected \(error.expected) at byte \(error.offset)")
        }
        let table = try Self.members(root, "the unit table")
        units = try Self.array(table["units"], "units").map { row throws(TableFault) in try Self.unit(row) }
        ambiguous = try Self.array(table["ambiguous"], "ambiguous").map { row throws(TableFault) in
            try Self.ambiguity(row)
        }
    }

    /// What is wrong with the table's JSON.
    struct TableFault: Error {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private static func unit(_ value: JSONValue) throws(TableFault) -> Unit {
        let row = try members(value, "a unit")
        let id = try string(row["id"], "id")
        let offset: String? = row["offset"] == nil ? nil : try string(row["offset"], "offset of \(id)")
        return Unit(
            id: id, factor: try string(row["factor"], "factor of \(id)"), offset: offset,
            source: try string(row["source"], "source of \(id)"),
            symbols: try strings(row["symbols"], "symbols of \(id)"),
            names: try strings(row["names"], "names of \(id)"))
    }

    private static func ambiguity(_ value: JSONValue) throws(TableFault) -> Ambiguity {
        let row = try members(value, "an ambiguity")
        return Ambiguity(
            aliases: try strings(row["aliases"], "aliases"), default: try string(row["default"], "default"),
            alternatives: try strings(row["alternatives"], "alternatives"))
    }

    private static func members(_ value: JSONValue?, _ what: String) throws(TableFault) -> [String: JSONValue] {
        guard let members = value?.objectValue else { throw TableFault("\(what) is not an object") }
        return members
    }

    private static func array(_ value: JSONValue?, _ what: String) throws(TableFault) -> [JSONValue] {
        guard let items = value?.arrayValue else { throw TableFault("\(what) is not an array") }
        return items
    }

    private static func string(_ value: JSONValue?, _ what: String) throws(TableFault) -> String {
        guard let text = value?.stringValue else { throw TableFault("\(what) is not a string") }
        return text
    }

    private static func strings(_ value: JSONValue?, _ what: String) throws(TableFault) -> [String] {
        try array(value, what).map { item throws(TableFault) in try string(item, what) }
    }
}
