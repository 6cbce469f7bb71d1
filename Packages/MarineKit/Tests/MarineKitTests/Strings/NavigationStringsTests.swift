import Expectations
import Foundation
import Localization
import Testing

@testable import MarineKit

/// MarineKit's navigation errors are `LocalizableError`s whose keys are in all seven navigation catalogs; the boat
/// settings' errors are in MarineTracking's own catalogs and the magnetic model's in MarineMagnetic's.
@Suite struct NavigationStringsTests {
    /// The navigation catalogs and those of the modules beneath MarineKit whose errors the table holds.
    static let sets = [
        NavigationStrings.catalogs, CoastlineStrings.catalogs, TrackingStrings.catalogs, MagneticStrings.catalogs,
    ]

    /// One value of every case of every navigation error.
    static let errors: [any LocalizableError & Sendable] =
        [
            RouteError.indexOutOfRange(index: 7, count: 3), RouteError.invalidCoordinate(latitude: 95, longitude: 27.5),
            RouteError.invalidSpeed(80.5), RouteError.invalidRadius(0.5), RouteError.invalidName(" "),
            RouteError.notFound(name: "Yok"), RouteError.alreadyExists(name: "Knidos"),
            InterchangeError.malformedXML(line: 2, column: 12, message: "x"),
            InterchangeError.documentTypeNotAllowed(line: 2, column: 1), InterchangeError.notGPX(rootElement: "kml"),
            InterchangeError.notGPX(rootElement: ""), InterchangeError.invalidCoordinate(line: 3, column: 4),
            InterchangeError.tooLarge(bytes: 52_428_800, limit: 16_777_216),
            InterchangeError.tooManyPoints(limit: 250_000),
            InterchangeError.routeTooShort(name: "one", waypointCount: 1),
            BoatSettingsError.gustBelowWind, MagneticModelError.invalidCoefficients(line: 4),
            CoastlineError.invalidGeoJSON(detail: "ring not closed"),
        ]
        + [BoatSettingsError.Field.cruiseSpeed, .fuelRate, .fuelPrice, .maxWind, .maxGust, .maxWave].map {
            BoatSettingsError.outOfRange(field: $0, value: 0.05, range: 0.1...60)
        }

    @Test func catalogsAreConsistent() {
        expectEqual(Self.sets.flatMap { CatalogConsistencyChecker.issues(in: $0) }.map(\.description), [])
        #expect(NavigationStrings.catalogJSON(language: "xx") == nil)
    }

    @Test(arguments: Language.allCases)
    func everyErrorHasItsTextWithAllPlaceholdersFilled(language: Language) {
        for error in Self.errors {
            #expect(Self.sets.contains { $0.entry(error.messageKey, in: language) != nil }, "\(error.messageKey)")
            let message = Localizer(language: language, sets: Self.sets).message(for: error)
            #expect(!message.contains("{"), "\(language) \(error.messageKey): \(message)")
            expectNotEqual(message, error.messageKey)
        }
    }

    @Test(arguments: [
        (
            Language.english, RouteError.invalidSpeed(80.5) as any CatalogLocalizedError & Sendable,
            "speed 80.5 kn is outside 0.1–60 kn"
        ),
        (.turkish, RouteError.invalidSpeed(80.5), "80,5 kn hız 0,1–60 kn dışında"),
        (.turkish, RouteError.notFound(name: "Yok"), "Yok adında rota yok"),
        (.english, RouteError.indexOutOfRange(index: 7, count: 3), "no waypoint 7: the route has 3"),
        (
            .turkish, InterchangeError.tooLarge(bytes: 52_428_800, limit: 16_777_216),
            "çok büyük: 52.428.800 bayt (sınır 16.777.216)"
        ),
        (
            .english, InterchangeError.tooLarge(bytes: 52_428_800, limit: 16_777_216),
            "too large: 52,428,800 bytes (the limit is 16,777,216)"
        ),
        (.english, InterchangeError.notGPX(rootElement: "kml"), "not a GPX file (root element <kml>)"),
        (.english, InterchangeError.notGPX(rootElement: ""), "not a GPX file (no root element)"),
        (
            .turkish, BoatSettingsError.outOfRange(field: .cruiseSpeed, value: 0.05, range: 0.1...60),
            "0,05 kn seyir hızı 0,1–60 kn dışında"
        ),
        (
            .german, BoatSettingsError.outOfRange(field: .maxWave, value: 12.5, range: 0.1...10),
            "Wellengrenze 12,5 m liegt außerhalb 0,1–10 m"
        ),
        (.english, BoatSettingsError.gustBelowWind, "the gust limit must not be below the wind limit"),
        (.japanese, MagneticModelError.invalidCoefficients(line: 4), "磁気モデルの係数が 4 行目で不正です"),
    ])
    /// Each error type describes itself from its own module's catalogs (`messageCatalogs`).
    func messagesInTheUsersLanguage(language: Language, error: any CatalogLocalizedError & Sendable, expected: String) {
        expectEqual(error.message(in: language), expected)
    }

    @Test func machineArgumentsArePlain() {
        #expect(
            InterchangeError.tooLarge(bytes: 52_428_800, limit: 16_777_216).messageArguments == [
                "52428800", "16777216",
            ])
        expectEqual(RouteError.invalidCoordinate(latitude: 95, longitude: -27.5).messageArguments, ["95", "-27.5"])
        #expect(
            BoatSettingsError.outOfRange(field: .fuelPrice, value: 1000.25, range: 0...500).messageKey
                == "error.boat.fuelPrice")
    }
}
