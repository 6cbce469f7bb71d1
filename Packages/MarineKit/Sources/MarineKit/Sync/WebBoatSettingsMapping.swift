import Foundation

/// ``BoatSettings`` ↔ the `settings` map of the web app's `users/{uid}` document (tremo/DenizRota `firebase-config.js`
/// and its Firestore calls).
///
/// Web fields: `boatType` (`motorlu`, `yelkenli`, `sürat`, `gulet`, `katamaran`), `avgSpeed` (km/h), `fuelRate`
/// (L/h), `fuelPrice` (TRY/L), `boatName` (text) and `tankCapacity` (L). The weather limits travel as
/// `maxWindKnots`, `maxGustKnots`, `maxWaveMeters`, which the web app ignores. The update mask names subfields,
/// so every field this tool does not know survives. A name or tank capacity not set here is not written; one
/// cleared here since the last sync is deleted in the cloud (``FieldMerge/clear``), and one deleted in the cloud is
/// cleared here.
package enum WebBoatSettingsMapping {
    /// The web app's boat type names (its `<select>` values) for each ``BoatType``.
    public static let webBoatTypes: [BoatType: String] = [
        .motorboat: "motorlu", .sailboat: "yelkenli", .speedboat: "sürat", .gulet: "gulet", .catamaran: "katamaran",
    ]

    /// The subfields of `settings` this tool writes and merges.
    public static let ownedFields = [
        "boatType", "avgSpeed", "fuelRate", "fuelPrice", "maxWindKnots", "maxGustKnots", "maxWaveMeters", "boatName",
        "tankCapacity",
    ]

    /// The owned subfields for `settings`.
    public static func fields(of settings: BoatSettings) -> [String: FirestoreValue] {
        var fields: [String: FirestoreValue] = [
            "boatType": .string(webBoatTypes[settings.type] ?? "motorlu"),
            "avgSpeed": .number(WebUnits.kilometersPerHour(knots: settings.cruiseSpeedKnots)),
            "fuelRate": .number(settings.fuelRateLitersPerHour),
            "fuelPrice": .number(NSDecimalNumber(decimal: settings.fuelPricePerLiter).doubleValue),
            "maxWindKnots": .number(settings.limits.maxWindKnots),
            "maxGustKnots": .number(settings.limits.maxGustKnots),
            "maxWaveMeters": .number(settings.limits.maxWaveMeters),
        ]
        if let name = settings.name { fields["boatName"] = .string(name) }
        if let tank = settings.tankCapacityLiters { fields["tankCapacity"] = .number(tank) }
        return fields
    }

    /// The settings `base` with every readable owned subfield of `fields` applied.
    ///
    /// An unknown boat type or a non-number keeps `base`'s value. The result is not validated: call
    /// ``BoatSettings/validated()``.
    public static func settings(from fields: [String: FirestoreValue], base: BoatSettings) -> BoatSettings {
        var settings = base
        if let name = fields["boatType"]?.string,
            let type = webBoatTypes.first(where: { $0.value == name })?.key
        {
            settings.type = type
        }
        if let speed = fields["avgSpeed"]?.number {
            settings.cruiseSpeedKnots = WebUnits.knots(kilometersPerHour: speed)
        }
        if let rate = fields["fuelRate"]?.number { settings.fuelRateLitersPerHour = rate }
        if let price = fields["fuelPrice"]?.number, let decimal = Decimal(string: "\(price)") {
            settings.fuelPricePerLiter = decimal
        }
        if let wind = fields["maxWindKnots"]?.number { settings.limits.maxWindKnots = wind }
        if let gust = fields["maxGustKnots"]?.number { settings.limits.maxGustKnots = gust }
        if let wave = fields["maxWaveMeters"]?.number { settings.limits.maxWaveMeters = wave }
        if let name = fields["boatName"]?.string {
            settings.name = name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : name
        } else if fields["boatName"] == .null {
            settings.name = nil  // deleted in the web app (FieldMerge pulls a deletion as null)
        }
        // 0 is the web's "not set"; any other value is kept as given, so one out of range is refused by validation.
        if let tank = fields["tankCapacity"]?.number { settings.tankCapacityLiters = tank == 0 ? nil : tank }
        if fields["tankCapacity"] == .null { settings.tankCapacityLiters = nil }
        return settings
    }
}
