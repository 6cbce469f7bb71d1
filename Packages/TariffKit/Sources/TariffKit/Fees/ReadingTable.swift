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

        /// The reading `name`, whose values are those of `type`, kept in the member that `store` sets.
        init<Value: RawRepresentable<String> & CaseIterable & Sendable>(
            _ name: String, _ type: Value.Type, store: @escaping @Sendable (inout Readings, Value) -> Void
        ) {
            self.name = name
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
