import CLIKit
import Formatting
import Foundation
import Localization
import MarineKit

/// Renders trip figures for people, in the user's language (Formatting's distance, speed and duration writers).
struct TripFigures {
    let context: CommandContext

    private var language: Language { context.language }

    /// The lines of a trip summary.
    func lines(_ statistics: TripStatistics) -> [String] {
        let nauticalMiles = DistanceFormatter(unit: .nauticalMiles, fractionDigits: 2)
        let kilometers = DistanceFormatter(unit: .kilometers, fractionDigits: 2)
        let knots = SpeedFormatter(unit: .knots, fractionDigits: 1)
        let duration = DurationFormatter()
        return [
            context.text(
                "trip.figure.distance", nauticalMiles.format(meters: statistics.distanceMeters, language: language),
                kilometers.format(meters: statistics.distanceMeters, language: language)),
            context.text(
                "trip.figure.duration", duration.format(seconds: statistics.duration, language: language),
                duration.format(seconds: statistics.movingTime, language: language)),
            context.text(
                "trip.figure.speed", knots.format(metersPerSecond: statistics.averageSpeed, language: language),
                knots.format(metersPerSecond: statistics.maximumSpeed, language: language)),
            context.text("trip.figure.positions", String(statistics.positionCount)),
        ] + fuelLines(statistics)
    }

    /// `fuel 7.496 L, ₺337,31` when the figures carry fuel (the cost only with a fuel price).
    private func fuelLines(_ statistics: TripStatistics) -> [String] {
        guard let liters = statistics.fuelLiters else { return [] }
        let litres = DecimalFormatter(fractionDigits: 3, trailingZeros: .trim).format(liters, language: language)
        guard let cost = statistics.fuelCost else { return [context.text("trip.figure.fuelLiters", litres)] }
        return [context.text("trip.figure.fuel", litres, MoneyFormatter().format(cost, language: language))]
    }
}
