import Foundation

/// The boat a route is planned for: speed, fuel use and price, and weather limits.
public struct BoatSettings: Hashable, Codable, Sendable {
    /// Kind of boat.
    public var type: BoatType
    /// Cruising speed through the water in knots (0 < v ≤ 60); legs without a planned speed use it.
    public var cruiseSpeedKnots: Double
    /// Fuel consumption at cruising speed in litres per hour (0–1000).
    public var fuelRateLitersPerHour: Double
    /// Fuel price in Turkish lira per litre (0–10 000), exact decimal money.
    public var fuelPricePerLiter: Decimal
    /// Weather limits.
    public var limits: BoatLimits
    /// The skipper's time zone for local times beside UTC (an IANA name such as `Europe/Istanbul`); nil: UTC only.
    public var timeZone: String?
    /// The boat's name (the web app's `boatName`), 1–``maximumNameLength`` characters without control characters;
    /// nil: not set.
    public var name: String?
    /// Usable fuel tank capacity in litres (the web app's `tankCapacity`, 1–100 000 L); nil: not set.
    public var tankCapacityLiters: Double?

    /// The longest boat name kept (characters).
    public static let maximumNameLength = 80

    /// Creates settings; call ``validated()`` before storing user input.
    public init(
        type: BoatType, cruiseSpeedKnots: Double, fuelRateLitersPerHour: Double, fuelPricePerLiter: Decimal,
        limits: BoatLimits
    ) {
        self.type = type
        self.cruiseSpeedKnots = cruiseSpeedKnots
        self.fuelRateLitersPerHour = fuelRateLitersPerHour
        self.fuelPricePerLiter = fuelPricePerLiter
        self.limits = limits
    }

    /// The settings used until the skipper sets their own.
    ///
    /// `boat show` prints them and `plan` judges by them: a motorboat at 8 kn (15 km/h, DenizRota-ios's default speed),
    /// 15 L/h, 45 TRY/L, and the limits
    /// - wind 25 kn: the lower bound of the US NWS small-craft advisory on the Atlantic coast (25–33 kn), inside
    ///   Beaufort 6 "strong breeze" (22–27 kn) (WMO / Met Office Beaufort scale; US NWS small craft advisory 22–33 kn,
    ///   gale 34 kn);
    /// - gusts 30 kn: the red wind level of the cruising-sailboat DenizRota variant (wind ≥ 30 kn "fırtına
    ///   sınırı", LoserFactotum/denizrota `web/weather.js`), below the NWS gale (34 kn);
    /// - waves 1.5 m: the red sea level shared by every DenizRota variant (> 1.5 m: tremo/DenizRota-ios
    /// `Waypoint.swift` `RiskLevel`, tremo/DenizRota `CLAUDE.md`, LoserFactotum/denizrota `web/weather.js`).
    /// Caution (yellow) starts at 80 % of each (MarineKit's `RiskThreshold.cautionFractionOfLimit`).
    public static let defaults = BoatSettings(
        type: .motorboat, cruiseSpeedKnots: 8, fuelRateLitersPerHour: 15, fuelPricePerLiter: 45,
        limits: BoatLimits(maxWindKnots: 25, maxGustKnots: 30, maxWaveMeters: 1.5))

    /// The settings themselves when every value is in range.
    /// - Throws: ``BoatSettingsError/outOfRange(field:value:range:)`` for the first value outside its range,
    ///   ``BoatSettingsError/gustBelowWind`` when the gust limit is lower than the wind limit.
    public func validated() throws(BoatSettingsError) -> BoatSettings {
        try Self.check(.cruiseSpeed, cruiseSpeedKnots, 0.1...60)
        try Self.check(.fuelRate, fuelRateLitersPerHour, 0...1000)
        try Self.check(.fuelPrice, NSDecimalNumber(decimal: fuelPricePerLiter).doubleValue, 0...10_000)
        try Self.check(.maxWind, limits.maxWindKnots, 1...100)  // a limit is positive: 0 would make every hour red
        try Self.check(.maxGust, limits.maxGustKnots, 1...150)
        try Self.check(.maxWave, limits.maxWaveMeters, 0.1...20)
        // Our bound: a superyacht's tanks hold tens of thousands of litres; 100 000 L catches a unit mistake (m³, mL).
        if let tank = tankCapacityLiters { try Self.check(.tankCapacity, tank, 1...100_000) }
        guard limits.maxGustKnots >= limits.maxWindKnots else { throw .gustBelowWind }
        if let name {
            let control = name.unicodeScalars.contains { $0.properties.generalCategory == .control }
            guard !name.isEmpty, name.count <= Self.maximumNameLength, !control else { throw .badName(name) }
        }
        return self
    }

    /// Hours and nautical miles on a full tank at the cruise speed and fuel rate; nil without a tank capacity or
    /// with a fuel rate of 0 (no limit from fuel).
    public var rangeOnFullTank: (hours: Double, nauticalMiles: Double)? {
        guard let tank = tankCapacityLiters, fuelRateLitersPerHour > 0 else { return nil }
        let hours = tank / fuelRateLitersPerHour
        return (hours, hours * cruiseSpeedKnots)
    }

    private static func check(_ field: BoatSettingsError.Field, _ value: Double, _ range: ClosedRange<Double>)
        throws(BoatSettingsError)
    {
        guard value.isFinite, range.contains(value) else {
            throw .outOfRange(field: field, value: value, range: range)
        }
    }
}
