import CLIKit
import Formatting
import Foundation
import Localization
import MarineKit

/// Renders trip figures for people, in the user's language (Formatting's distance, speed and duration writers).
struct TripFigures {
    let context: CommandContext

    private var conventions: LanguageConventions { LanguageConventions(tag: context.language.tag) }

    /// The lines of a trip summary.
    func lines(_ statistics: TripStatistics) -> [String] {
        let nauticalMiles = DistanceFormatter(unit: .nauticalMiles, fractionDigits: 2)
        let kilometers = DistanceFormatter(unit: .kilometers, fractionDigits: 2)
        let knots = SpeedFormatter(unit: .knots, fractionDigits: 1)
        let duration = DurationFormatter()
        return [
            context.text(
                "trip.figure.distance",
                nauticalMiles.format(meters: statistics.distanceMeters, conventions: conventions),
                kilometers.format(meters: statistics.distanceMeters, conventions: conventions)),
            context.text(
                "trip.figure.duration", duration.format(seconds: statistics.duration, conventions: conventions),
                duration.format(seconds: statistics.movingTime, conventions: conventions)),
            context.text(
                "trip.figure.speed", knots.format(metersPerSecond: statistics.averageSpeed, conventions: conventions),
                knots.format(metersPerSecond: statistics.maximumSpeed, conventions: conventions)),
            context.localizer.plural(
                "trip.figure.positions", count: statistics.positionCount, String(statistics.positionCount)),
        ] + fuelLines(statistics)
    }

    /// `fuel 7.496 L, ₺337,31` when the figures carry fuel (the cost only with a fuel price).
    private func fuelLines(_ statistics: TripStatistics) -> [String] {
        guard let liters = statistics.fuelLiters else { return [] }
        let litres = DecimalFormatter(fractionDigits: 3, trailingZeros: .trim).format(liters, conventions: conventions)
        guard let cost = statistics.fuelCost else { return [context.text("trip.figure.fuelLiters", litres)] }
        return [context.text("trip.figure.fuel", litres, MoneyFormatter().format(cost, conventions: conventions))]
    }
}
