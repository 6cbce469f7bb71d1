/// An element of a ``JSONStreamedArray`` that writes its own members (``JSONObjectBytes``), byte for byte the text
/// `JSONEncoder` gives its `Encodable` form, which stays the reference (and the fallback).
public protocol JSONMembersWritable: Encodable {
    /// Writes every member the encoder would write, in its key order (sorted by bytes).
    func writeMembers(to object: inout JSONObjectBytes)
}
