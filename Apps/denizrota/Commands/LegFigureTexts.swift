import Foundation
import MarineKit

/// The figures of `route show`'s leg lines, each text formatted once per rounded value (``RoundedTextMemo``).
final class LegFigureTexts {
    /// The formatter of the user's language.
    let text: NavigationText
    private let priceAsDouble: Double
    private let distances = RoundedTextMemo()
    private let trueBearings = RoundedTextMemo()
    private let magneticBearings = RoundedTextMemo()
    private let durations = RoundedTextMemo()
    private let fuels = RoundedTextMemo()
    private let costs = RoundedTextMemo()
    private var speeds: [UInt64: String] = [:]
    private var lastETA: (minute: Date, text: String)?

    /// Figures in `text`'s language; `pricePerLiter` (TRY) is the legs' fuel price.
    init(text: NavigationText, pricePerLiter: Decimal) {
        self.text = text
        priceAsDouble = NSDecimalNumber(decimal: pricePerLiter).doubleValue
    }

    /// ``NavigationText/nauticalMiles(_:digits:)`` of a leg's length, metres (two decimals of nautical miles).
    func distance(_ meters: Double) -> String {
        distances.text(meters / 1852, places: 2) { text.nauticalMiles(meters) }
    }

    /// ``NavigationText/bearing(_:_:)`` of a true bearing, degrees (one decimal).
    func trueBearing(_ degrees: Double) -> String {
        trueBearings.text(degrees, places: 1) { text.bearing(degrees, .trueNorth) }
    }

    /// ``NavigationText/bearing(_:_:)`` of a magnetic bearing, degrees (one decimal).
    func magneticBearing(_ degrees: Double) -> String {
        magneticBearings.text(degrees, places: 1) { text.bearing(degrees, .magneticNorth) }
    }

    /// ``NavigationText/knots(_:trimmed:)`` of a leg's speed, knots.
    func speed(_ knots: Double) -> String {
        if let known = speeds[knots.bitPattern] { return known }
        let made = text.knots(knots)
        speeds[knots.bitPattern] = made
        return made
    }

    /// ``NavigationText/duration(_:)`` of a leg's time, seconds (whole minutes).
    func duration(_ seconds: Double) -> String {
        durations.text(seconds / 60, places: 0) { text.duration(seconds) }
    }

    /// ``TimeText/text(_:zone:)`` of an ETA, which shows its minute (``TimeText/minute(_:)``): consecutive legs of
    /// a long route mostly share one.
    func eta(_ date: Date, zone: TimeZone?) -> String {
        let minute = TimeText.minute(date)
        if let lastETA, lastETA.minute == minute { return lastETA.text }
        let made = TimeText.text(date, zone: zone)
        lastETA = (minute, made)
        return made
    }

    /// A leg's fuel, litres, with one decimal.
    func fuel(_ liters: Double) -> String {
        fuels.text(liters, places: 1) { text.number(liters, digits: 1) }
    }

    /// ``NavigationText/money(_:)`` of a leg's fuel cost (``RouteLegs/fuelCost(of:)``, to the kuruş).
    func cost(of leg: RouteLeg, in legs: RouteLegs) -> String {
        costs.text(leg.fuelLiters * priceAsDouble, places: 2) { text.money(legs.fuelCost(of: leg)) }
    }
}
