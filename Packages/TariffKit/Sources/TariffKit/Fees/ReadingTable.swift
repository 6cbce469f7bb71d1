/// The open readings of a tariff as data: each reading's name, its values and the member it sets
/// (``FeeReadings``, ``AttorneyReadings``), so `--reading NAME=VALUE`, the lists of choices and the catalogs'
/// `assumption.NAME.VALUE` keys all come from one table per kind of readings.
struct ReadingTable<Readings>: Sendable {
    /// One reading: a name and a `String`-backed enumeration member of `Readings`.
    struct Entry: Sendable {
        /// The reading's name, as typed (`minimumScope`).
        let name: String
        /// Its values, as typed, in declaration order (`total`, `perMediator`).
        let values: [String]
        /// Sets the member to a value; false when the value is not one of ``values``.
        let assign: @Sendable (inout Readings, String) -> Bool
        /// The member's value, as typed.
        let value: @Sendable (Readings) -> String

        /// The reading `name`, whose values are those of `type`, kept in the member that `load` reads and `store`
        /// sets.
        init<Value: RawRepresentable<String> & CaseIterable & Sendable>(
            _ name: String, _ type: Value.Type, load: @escaping @Sendable (Readings) -> Value,
            store: @escaping @Sendable (inout Readings, Value) -> Void
        ) {
            self.name = name
            value = { load($0).rawValue }
            values = type.allCases.map(\.rawValue)
            let byText = Dictionary(uniqueKeysWithValues: type.allCases.map { ($0.rawValue, $0) })
            assign = { readings, text in
                guard let value = byText[text] else { return false }
                store(&readings, value)
                return true
            }
        }
    }

    /// The readings, in the order they are listed.
    let entries: [Entry]

    /// The names, in order.
    var names: [String] { entries.map(\.name) }

    /// The values of the reading `name`, or nil for an unknown name.
    func values(of name: String) -> [String]? {
        entries.first { $0.name == name }?.values
    }

    /// Sets the reading `name` to `value` in `readings`; false (and `readings` unchanged) when either is unknown.
    func set(_ name: String, to value: String, in readings: inout Readings) -> Bool {
        entries.first { $0.name == name }?.assign(&readings, value) ?? false
    }
}

/// A reading's name as a JSON member (`"minimumScope"`).
struct ReadingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension ReadingTable {
    /// Writes every reading as a member, its name and its value as typed: `{"minimumScope": "total", …}`.
    func encode(_ readings: Readings, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ReadingKey.self)
        for entry in entries { try container.encode(entry.value(readings), forKey: ReadingKey(entry.name)) }
    }

    /// Reads the members `name: value` over `defaults` (a reading left out keeps its default).
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the choices for an unknown name or value.
    func decode(from decoder: any Decoder, defaults: Readings) throws -> Readings {
        let container = try decoder.container(keyedBy: ReadingKey.self)
        var readings = defaults
        for key in container.allKeys {
            let text = try container.decode(String.self, forKey: key)
            guard set(key.stringValue, to: text, in: &readings) else {
                let problem =
                    values(of: key.stringValue).map { "“\(text)” is not one of " + $0.joined(separator: ", ") }
                    ?? "“\(key.stringValue)” is not a reading; the readings are " + names.joined(separator: ", ")
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: problem)
            }
        }
        return readings
    }
}
