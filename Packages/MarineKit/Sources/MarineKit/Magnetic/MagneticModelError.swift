/// Why a magnetic model could not be read or evaluated.
public enum MagneticModelError: Error, Equatable, Sendable {
    /// The coefficient file is malformed at this 1-based line.
    case invalidCoefficients(line: Int)
}
