/// An ordered pair of unit instances of one catalog, the key of its precomputed conversion ratios.
struct UnitPair: Hashable {
    let source: ObjectIdentifier
    let target: ObjectIdentifier

    init(_ source: UnitDefinition, _ target: UnitDefinition) {
        self.source = ObjectIdentifier(source)
        self.target = ObjectIdentifier(target)
    }
}
