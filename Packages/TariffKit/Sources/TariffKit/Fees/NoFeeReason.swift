/// Why a dava şartı mediation ended with no fee due (Tarife madde 5(2), 2025 and 2026 alike).
public enum NoFeeReason: String, Sendable, CaseIterable, Codable {
    /// The application was registered by mistake (sehven kayıt).
    case registeredInError
    /// The application was registered twice (mükerrer kayıt).
    case registeredTwice
    /// The dispute is not suitable for mediation (elverişsizlik).
    case notSuitable
}
