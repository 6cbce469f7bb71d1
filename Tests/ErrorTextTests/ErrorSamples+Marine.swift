import MarineKit

extension ErrorSamples {
    // MARK: - MarineKit (denizrota, denizrotad)

    static let route: [Sample] = [
        RouteError.indexOutOfRange(index: 5, count: 3), .invalidCoordinate(latitude: 91, longitude: 27.3),
        .invalidSpeed(-1), .invalidRadius(0), .invalidName(""), .invalidWaypointName("A\u{7}"),
        .notFound(name: "Knidos"),
        .alreadyExists(name: "Knidos"),
    ].map { Sample(type: "RouteError", name: name(of: $0), error: $0, tools: marineTools) }

    static func name(of error: RouteError) -> String {
        switch error {
        case .indexOutOfRange: "indexOutOfRange"
        case .invalidCoordinate: "invalidCoordinate"
        case .invalidSpeed: "invalidSpeed"
        case .invalidRadius: "invalidRadius"
        case .invalidName: "invalidName"
        case .invalidWaypointName: "invalidWaypointName"
        case .notFound: "notFound"
        case .alreadyExists: "alreadyExists"
        }
    }

    static let boatFields: [BoatSettingsError.Field] = [
        .cruiseSpeed, .fuelRate, .fuelPrice, .maxWind, .maxGust, .maxWave, .tankCapacity,
    ]

    static let boat: [Sample] =
        (boatFields.map { BoatSettingsError.outOfRange(field: $0, value: -1, range: 0.1...100) } + [
            .gustBelowWind, .badName(""),
        ])
        .map { Sample(type: "BoatSettingsError", name: name(of: $0), error: $0, tools: marineTools) }

    static func name(of error: BoatSettingsError) -> String {
        switch error {
        case .outOfRange(let field, _, _):
            switch field {
            case .cruiseSpeed, .fuelRate, .fuelPrice, .maxWind, .maxGust, .maxWave, .tankCapacity:
                "outOfRange." + field.rawValue
            }
        case .gustBelowWind: "gustBelowWind"
        case .badName: "badName"
        }
    }

    static let interchange: [Sample] = [
        InterchangeError.malformedXML(line: 3, column: 7, message: "unclosed tag"),
        .documentTypeNotAllowed(line: 1, column: 10), .notGPX(rootElement: "kml"),
        .invalidCoordinate(line: 4, column: 12), .tooLarge(bytes: 20_000_000, limit: 16_777_216),
        .tooManyPoints(limit: 250_000), .routeTooShort(name: "Kos", waypointCount: 1),
        .unsupportedEncoding(name: "UTF-16"),
    ].map { Sample(type: "InterchangeError", name: name(of: $0), error: $0, tools: marineTools) }

    static func name(of error: InterchangeError) -> String {
        switch error {
        case .malformedXML: "malformedXML"
        case .documentTypeNotAllowed: "documentTypeNotAllowed"
        case .notGPX: "notGPX"
        case .invalidCoordinate: "invalidCoordinate"
        case .tooLarge: "tooLarge"
        case .tooManyPoints: "tooManyPoints"
        case .routeTooShort: "routeTooShort"
        case .unsupportedEncoding: "unsupportedEncoding"
        }
    }

    static let weather: [Sample] = [
        OpenMeteoError.api(status: 400, reason: "Parameter 'hourly' is invalid"), .httpStatus(503),
        .malformed(detail: "hourly.time missing"), .locationCountMismatch(expected: 3, received: 2),
        .transport(detail: "connection reset"), .timedOut(seconds: 3), .tooLarge(limitBytes: 8_388_608),
        .interrupted(receivedBytes: 4096, detail: "connection reset by peer"), .invalidEndpoint("ftp://x"),
    ].map { Sample(type: "OpenMeteoError", name: name(of: $0), error: $0, tools: marineTools) }

    static func name(of error: OpenMeteoError) -> String {
        switch error {
        case .api: "api"
        case .httpStatus: "httpStatus"
        case .malformed: "malformed"
        case .locationCountMismatch: "locationCountMismatch"
        case .transport: "transport"
        case .timedOut: "timedOut"
        case .tooLarge: "tooLarge"
        case .interrupted: "interrupted"
        case .invalidEndpoint: "invalidEndpoint"
        }
    }

    /// A forecast unavailable because of an API failure: described by its cause.
    static let weatherService: [Sample] = [
        WeatherServiceError.unavailable(api: .forecast, cause: .timedOut(seconds: 3))
    ].map { Sample(type: "WeatherServiceError", name: name(of: $0), error: $0, tools: marineTools) }

    static func name(of error: WeatherServiceError) -> String {
        switch error {
        case .unavailable: "unavailable"
        }
    }

    static let fetch: [Sample] = [
        FetchError.onLand(latitude: 37.03, longitude: 27.43), .outsideCoverage(latitude: 10, longitude: 10),
    ].map { Sample(type: "FetchError", name: name(of: $0), error: $0, tools: marineTools) }

    static func name(of error: FetchError) -> String {
        switch error {
        case .onLand: "onLand"
        case .outsideCoverage: "outsideCoverage"
        }
    }

    static let magnetic: [Sample] = [MagneticModelError.invalidCoefficients(line: 12)].map {
        Sample(type: "MagneticModelError", name: name(of: $0), error: $0, tools: [denizrota])
    }

    static func name(of error: MagneticModelError) -> String {
        switch error {
        case .invalidCoefficients: "invalidCoefficients"
        }
    }

    static let coastline: [Sample] = [CoastlineError.invalidGeoJSON(detail: "features[0] has no geometry")].map {
        Sample(type: "CoastlineError", name: name(of: $0), error: $0, tools: [denizrota])
    }

    static func name(of error: CoastlineError) -> String {
        switch error {
        case .invalidGeoJSON: "invalidGeoJSON"
        }
    }

    static let sync: [Sample] = [
        SyncError.wrongPassword, .sessionExpired, .notSignedIn, .authRejected(code: "USER_DISABLED"),
        .permissionDenied(path: "users/u1/routes/r1"), .offline(detail: "connection refused"),
        .serverBusy(status: 503), .rejected(status: 400, message: "Invalid argument"),
        .malformedAnswer(detail: "documents[0].fields missing"), .conflict(path: "users/u1/routes/r1"),
        .documentTooLarge(path: "users/u1/trips/t1", bytes: 1_200_000),
        .tooManyIndexEntries(path: "users/u1/trips/t1", entries: 41_000), .notFound(path: "users/u1/routes"),
    ].map { Sample(type: "SyncError", name: name(of: $0), error: $0, tools: [denizrota]) }

    static func name(of error: SyncError) -> String {
        switch error {
        case .wrongPassword: "wrongPassword"
        case .sessionExpired: "sessionExpired"
        case .notSignedIn: "notSignedIn"
        case .authRejected: "authRejected"
        case .permissionDenied: "permissionDenied"
        case .offline: "offline"
        case .serverBusy: "serverBusy"
        case .rejected: "rejected"
        case .notFound: "notFound"
        case .malformedAnswer: "malformedAnswer"
        case .conflict: "conflict"
        case .documentTooLarge: "documentTooLarge"
        case .tooManyIndexEntries: "tooManyIndexEntries"
        }
    }
}
