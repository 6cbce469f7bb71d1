/// The shape of `Resources/units.json`, decoded before validation into ``UnitCatalog``.
struct UnitTableFile: Decodable {
    /// One row of the `units` array.
    struct Unit: Decodable {
        let id: String
        let factor: String
        let offset: String?
        let source: String
        let symbols: [String]
        let names: [String]
    }

    /// One row of the `ambiguous` array.
    struct Ambiguity: Decodable {
        let aliases: [String]
        let `default`: String
        let alternatives: [String]
    }

    let units: [Unit]
    let ambiguous: [Ambiguity]
}
