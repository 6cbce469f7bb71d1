/// What is wrong with one line of a user's unit definitions (issue 32, item 11; ``UnitCatalog/adding(definitions:file:)``).
public enum UnitDefinitionProblem: Sendable, Hashable {
    /// The line is not `NAME = NUMBER UNIT` (the line as written).
    case malformed(String)
    /// The name already names a unit, built in or defined on an earlier line.
    case nameTaken(String)
    /// The unit the definition is in names no unit (the unit as written).
    case unknownUnit(String)
    /// The name declares a category (`length.furlong`) that the unit is not of (declared, actual).
    case wrongCategory(declared: String, actual: String)
    /// The definitions refer to each other in a circle (the names, in file order).
    case cycle([String])
    /// The unit is a temperature scale, whose zero is not absolute: a unit cannot be defined as a multiple of it.
    case scaleUnit(String)
    /// The number is zero or negative (as written).
    case notPositive(String)
}
