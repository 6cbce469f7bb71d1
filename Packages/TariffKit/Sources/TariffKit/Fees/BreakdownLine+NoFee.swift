extension BreakdownLine.Kind {
    /// The Madde 5(2) line for a reason.
    static func noFee(_ reason: NoFeeReason) -> Self {
        switch reason {
        case .registeredInError: .noFeeRegisteredInError
        case .registeredTwice: .noFeeRegisteredTwice
        case .notSuitable: .noFeeNotSuitable
        }
    }
}
