/// The kinds of boat DenizRota plans for (the seed's "motorlu, yelkenli, sürat, gulet, katamaran").
public enum BoatType: String, CaseIterable, Codable, Sendable {
    /// A motor cruiser (motorlu tekne).
    case motorboat
    /// A sailing yacht (yelkenli).
    case sailboat
    /// A fast planing boat (sürat teknesi).
    case speedboat
    /// A traditional Turkish wooden motor-sailer (gulet).
    case gulet
    /// A multihull (katamaran).
    case catamaran
}
