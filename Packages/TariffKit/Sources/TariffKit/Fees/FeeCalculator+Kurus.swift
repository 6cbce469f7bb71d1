import Foundation

extension FeeCalculator {
    /// The total fee of a monetary agreement, in kuruş, computed in integers: the same rules and result as
    /// `fee(for:).total` for `.agreement(.amount(_))` (Part 2 bands, minimum, two-hour floor, minimum-scope reading),
    /// without the breakdown.
    ///
    /// For bulk work, where `Decimal` arithmetic (microseconds per operation on Linux) would dominate; exact because
    /// every tariff figure is a whole number of kuruş and of hundredths of a percent. Falls back to the `Decimal`
    /// path for a tariff whose figures are not.
    /// - Parameters:
    ///   - agreedKurus: the agreed amount in kuruş, 1 … 900.000.000.000.000 (9 trillion TL).
    ///   - type: the dispute type.
    ///   - persons: persons who are parties, at least 2.
    ///   - mediators: mediators, at least 1.
    /// - Returns: the total in kuruş, rounded half up from the exact fee.
    /// - Throws: ``TariffError`` as ``fee(for:)`` does.
    public func agreementTotalInKurus(
        agreedKurus: Int64, type: DisputeType, persons: Int = 2, mediators: Int = 1
    ) throws(TariffError) -> Int64 {
        guard let schedule = tariff.kurusSchedule, agreedKurus <= 900_000_000_000_000,
            let bracket = PartyBracket(persons: persons), mediators >= 1, agreedKurus > 0,
            let minimum = schedule.minimums[type], let hourly = schedule.hourly[type]?[bracket],
            let fee = schedule.partTwoMicro(agreedKurus, column: RateColumn(mediators: mediators))
        else { return try decimalTotal(agreedKurus, type, persons, mediators) }
        var floor = max(minimum, hourly * 2)
        if mediators > 1, readings.minimumScope == .perMediator { floor *= Int64(mediators) }
        // Micro-lira to kuruş, half up: the integer form of `Decimal.roundedToMinorUnits()` for this positive
        // amount (KurusPathTests holds both paths equal, half-kuruş boundaries included).
        return (max(fee, floor * 10_000) + 5_000) / 10_000
    }

    /// The same through ``fee(for:)``, for the cases the integer path does not cover (and its errors).
    private func decimalTotal(_ kurus: Int64, _ type: DisputeType, _ persons: Int, _ mediators: Int)
        throws(TariffError) -> Int64
    {
        let request = FeeRequest(
            disputeType: type, outcome: .agreement(.amount(Decimal(kurus) / 100)), persons: persons,
            mediators: mediators)
        let total = try fee(for: request).total * 100
        return Int64(truncating: NSDecimalNumber(decimal: total))
    }
}
