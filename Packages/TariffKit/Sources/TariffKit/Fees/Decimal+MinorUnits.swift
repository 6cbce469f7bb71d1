import Formatting
import Foundation

extension Decimal {
    /// This amount rounded to kuruş by the workspace's one money rounding, Formatting's
    /// `DecimalRounding.minorUnits(_:of:)` (TariffKit's internal shorthand; no public member on `Decimal`).
    func roundedToMinorUnits() -> Decimal {
        DecimalRounding.minorUnits(self)
    }
}
