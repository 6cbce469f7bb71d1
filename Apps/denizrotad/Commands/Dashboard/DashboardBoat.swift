import CLIKit
import Foundation
import HTTPServing
import Localization
import MarineKit

/// `GET /api/v1/boat` and `PUT /api/v1/boat`: the boat's settings, in the shape of `denizrota boat show --json` (MarineKit `BoatDocument`)
/// (schema denizrota-boat), read and written through the same store and the same checks as `denizrota boat set`
/// (MarineKit `BoatSettings.validated()`): a PUT names only the members it changes.
enum DashboardBoat {
    /// A PUT's risk limits: each optional.
    struct Limits: Decodable {
        var maxWindKnots: Double?
        var maxGustKnots: Double?
        var maxWaveMeters: Double?
    }

    /// A PUT's body: every member optional; the fuel price as a decimal string (`"45.50"`) or a number.
    struct Change: Decodable {
        var type: String?
        var cruiseSpeedKnots: Double?
        var fuelRateLitersPerHour: Double?
        var fuelPricePerLiter: String?
        var limits: Limits?
        var timeZone: String?
        /// `boat set --name`: trimmed; empty clears it.
        var name: String?
        /// `boat set --tank` (litres): 0 clears it.
        var tankCapacityLiters: Double?

        enum CodingKeys: String, CodingKey {
            case type, cruiseSpeedKnots, fuelRateLitersPerHour, fuelPricePerLiter, limits, timeZone, name
            case tankCapacityLiters
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            type = try c.decodeIfPresent(String.self, forKey: .type)
            cruiseSpeedKnots = try c.decodeIfPresent(Double.self, forKey: .cruiseSpeedKnots)
            fuelRateLitersPerHour = try c.decodeIfPresent(Double.self, forKey: .fuelRateLitersPerHour)
            // A JSON number is read as its decimal text, so 45.5 stays exactly 45.5 (never through a Double).
            if let number = try? c.decodeIfPresent(Decimal.self, forKey: .fuelPricePerLiter) {
                fuelPricePerLiter = "\(number)"
            } else {
                fuelPricePerLiter = try c.decodeIfPresent(String.self, forKey: .fuelPricePerLiter)
            }
            limits = try c.decodeIfPresent(Limits.self, forKey: .limits)
            timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
            name = try c.decodeIfPresent(String.self, forKey: .name)
            tankCapacityLiters = try c.decodeIfPresent(Double.self, forKey: .tankCapacityLiters)
        }
    }

    /// Answers a GET, HEAD or PUT of `/api/v1/boat`.
    static func answer(_ request: HTTPRequest, server: DashboardServer) -> HTTPResponse {
        guard let archive = server.archive else {
            return server.failure(.notFound, "denizrotad.http.notFound", [request.path], request)
        }
        let boat: BoatSettings
        do {
            boat = try archive.boat() ?? .defaults
        } catch {
            return server.failure(.internalServerError, "denizrotad.http.database", [], request)
        }
        guard request.method == "PUT" else { return json(boat) }
        if let refusal = DashboardControl.crossSiteRefusal(request, server: server) { return refusal }
        guard let change = try? JSONDecoder().decode(Change.self, from: Data(request.body)) else {
            return server.failure(.unprocessableContent, "denizrotad.http.boat", [], request)
        }
        let changed: BoatSettings
        do {
            // Applied to the settings as stored when the write starts, in one step of the store (a server
            // without a store only answers what the change would give).
            if let update = server.updateBoat {
                changed = try update { stored in stored = try apply(change, to: stored).validated() }
            } else {
                changed = try apply(change, to: boat).validated()
            }
        } catch let error as BoatSettingsError {
            let texts = Localizer(language: server.language(of: request), sets: server.localizer.sets)
            return server.failure(.unprocessableContent, code: error.messageKey, message: texts.message(for: error))
        } catch let refusal as Refusal {
            return server.failure(.unprocessableContent, refusal.key, [refusal.value], request)
        } catch {
            return server.failure(.internalServerError, "denizrotad.http.database", [], request)
        }
        return json(changed)
    }

    /// A member the checks of `boat set` refuse before the ranges: an unknown boat type, price or time zone.
    struct Refusal: Error {
        let key: String
        let value: String
    }

    /// `boat` with the change's members applied (not yet range-checked).
    static func apply(_ change: Change, to boat: BoatSettings) throws -> BoatSettings {
        var boat = boat
        if let name = change.type {
            guard let type = BoatType(rawValue: name) else {
                throw Refusal(key: "denizrotad.http.boatType", value: name)
            }
            boat.type = type
        }
        boat.cruiseSpeedKnots = change.cruiseSpeedKnots ?? boat.cruiseSpeedKnots
        boat.fuelRateLitersPerHour = change.fuelRateLitersPerHour ?? boat.fuelRateLitersPerHour
        if let text = change.fuelPricePerLiter {
            // `boat set --fuel-price`'s parser: digits with one `.` or `,`, nothing else.
            guard let price = Decimal(argument: text) else {
                throw Refusal(key: "denizrotad.http.boatPrice", value: text)
            }
            boat.fuelPricePerLiter = price
        }
        boat.limits.maxWindKnots = change.limits?.maxWindKnots ?? boat.limits.maxWindKnots
        boat.limits.maxGustKnots = change.limits?.maxGustKnots ?? boat.limits.maxGustKnots
        boat.limits.maxWaveMeters = change.limits?.maxWaveMeters ?? boat.limits.maxWaveMeters
        if let zone = change.timeZone {
            guard zone.isEmpty || TimeZone(identifier: zone) != nil else {
                throw Refusal(key: "denizrotad.http.boatZone", value: zone)
            }
            boat.timeZone = zone.isEmpty || zone.uppercased() == "UTC" ? nil : zone
        }
        if let name = change.name {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            boat.name = trimmed.isEmpty ? nil : trimmed  // as `boat set --name ""`: an empty name clears it
        }
        if let liters = change.tankCapacityLiters {
            boat.tankCapacityLiters = liters == 0 ? nil : liters  // as `boat set --tank 0`
        }
        return boat
    }

    private static func json(_ boat: BoatSettings) -> HTTPResponse {
        .json(.ok, Array(((try? JSONText.text(LibraryDocument(BoatDocument(boat)), pretty: false)) ?? "{}").utf8))
    }
}
