import CLIKit
import Foundation
import HTTPServing
import Localization
import MarineKit
import Synchronization

/// `GET /api/v1/plan?route=NAME&departure=TIME`: a stored route judged for a departure by the code of
/// `denizrota plan` (MarineKit `RoutePlanner`, `LegSampling`, `PassageAssessor` with the coastal fetch and the land
/// check, the boat's limits) over the forecast cache the CLI shares (MarineStorage's, in the same database), so an
/// hour `plan` fetched is not asked again.
///
/// The forecast is asked off the daemon's loop: the first request starts the work and answers 202 (`Retry-After`);
/// asking again answers the plan (200), or why there is none (503, the weather client's reason). The last few
/// answers are kept, per route, departure, route content and boat.
final class DashboardPlanner: Sendable {
    private enum Outcome {
        case pending
        case done([UInt8])
        case failed(WeatherServiceError)
    }

    private let client: any WeatherProviding
    private let outcomes = Mutex<[String: Outcome]>([:])
    /// Answers kept before the oldest are forgotten.
    static let kept = 16

    /// A planner over a weather client (Open-Meteo with the shared cache in the daemon, a fake in tests).
    init(client: any WeatherProviding) {
        self.client = client
    }

    /// Answers a GET or HEAD of `/api/v1/plan`.
    func answer(_ request: HTTPRequest, server: DashboardServer) -> HTTPResponse {
        guard let archive = server.archive else {
            return server.failure(.notFound, "denizrotad.http.notFound", [request.path], request)
        }
        let name = request.query["route"] ?? ""
        let route: Route
        do {
            guard let stored = try archive.route(name) else { throw RouteError.notFound(name: name) }
            route = stored
        } catch let error as RouteError {
            let texts = Localizer(language: server.language(of: request), sets: server.localizer.sets)
            return server.failure(.notFound, code: error.messageKey, message: texts.message(for: error))
        } catch {
            return server.failure(.internalServerError, "denizrotad.http.database", [], request)
        }
        guard route.waypoints.count >= 2 else {
            return server.failure(.unprocessableContent, "denizrotad.http.planShortRoute", [name], request)
        }
        let departureText = request.query["departure"]
        guard let departure = departureText.map(Self.instant) ?? route.plannedDeparture ?? server.now() else {
            return server.failure(.badRequest, "denizrotad.http.departure", [departureText ?? ""], request)
        }
        let boat = try? archive.boat()  // nil: none stored, the default limits (as `plan`)
        // The land `route show` and the route answers use (the user's `coastline set` file, else GSHHG full).
        switch archive.land.current() {
        case .unusable(let path):
            return DashboardCoastline.unusable(path, server: server, request: request)
        case .check(let land):
            let trip = PlanInput(route: route, departure: departure, boat: boat, land: land)
            return outcome(trip, now: server.now(), request: request, server: server)
        }
    }

    /// What one plan is made of: the route, the departure, the boat and the land check.
    struct PlanInput: Sendable {
        let route: Route
        let departure: Date
        /// The stored boat, or nil when none was set (the default limits apply).
        let boat: BoatSettings?
        let land: LandCheck

        /// The key of its kept answer (a changed route, boat or coastline file makes another).
        var key: String {
            "\(route.name)|\(departure.timeIntervalSince1970)|\(route.hashValue)|\(boat?.hashValue ?? 0)|"
                + land.source.name
        }
    }

    private func outcome(_ trip: PlanInput, now: Date, request: HTTPRequest, server: DashboardServer) -> HTTPResponse {
        let key = trip.key
        let found = outcomes.withLock { table -> Outcome? in
            if let known = table[key] { return known }
            if table.count >= Self.kept { table = table.filter { if case .pending = $0.value { true } else { false } } }
            table[key] = .pending
            return nil
        }
        switch found {
        case .done(let body)?:
            return .json(.ok, body)
        case .failed(let error)?:
            outcomes.withLock { _ = $0.removeValue(forKey: key) }  // asked again next time
            let texts = Localizer(language: server.language(of: request), sets: server.localizer.sets)
            return server.failure(
                .serviceUnavailable, code: error.cause.messageKey, message: texts.message(for: error.cause))
        case .pending?:
            return Self.pending
        case nil:
            start(key, trip, now: now)
            return Self.pending
        }
    }

    /// 202 `{"status":"pending"}` with `Retry-After: 1`.
    static var pending: HTTPResponse {
        let body = #"{"schemaVersion":1,"status":"pending"}"#
        var response = HTTPResponse.json(HTTPStatus(202, "Accepted"), Array(body.utf8))
        response.headers.append(("Retry-After", "1"))
        return response
    }

    private func start(_ key: String, _ trip: PlanInput, now: Date) {
        Task.detached { [self] in
            let outcome: Outcome
            do throws(WeatherServiceError) {
                outcome = .done(
                    try await Self.plan(
                        trip.route, departure: trip.departure, boat: trip.boat, now: now, land: trip.land,
                        client: self.client))
            } catch {
                outcome = .failed(error)
            }
            self.outcomes.withLock { $0[key] = outcome }
        }
    }

    /// The plan document (MarineKit's `PassagePlanDocument`, the vocabulary of `denizrota plan --json`), as
    /// `denizrota plan` judges the route (its default wave-growth method, CEM 2003), legs and
    /// waypoints checked against `land` (``DashboardLand``'s choice, as `plan` uses the `coastline set` file), against
    /// the boat's limits or, with no boat stored (`boat` nil), the default limits, said in `limits.defaultLimits`.
    static func plan(
        _ route: Route, departure: Date, boat: BoatSettings?, now: Date, land: LandCheck = .fullResolution,
        client: any WeatherProviding
    ) async throws(WeatherServiceError) -> [UInt8] {
        let plan = RoutePlanner().plan(route, departingAt: departure, boat: boat ?? .defaults, referenceDate: now)
        let waypoints = plan.passageWaypoints ?? []
        let samples = LegSampling().samples(along: waypoints)
        let bundle = try await client.forecasts(for: waypoints.map(\.location) + samples.map(\.forecastLocation))
        var assessor = PassageAssessor(
            limits: boat.map { RiskLimits(boat: $0.limits) } ?? .defaults, fetch: CoastalFetch(grid: fetchGrid),
            growth: WindSeaGrowth(method: .cem2003))
        assessor.land = land.report(for: route.waypoints.map(\.coordinate))
        let assessment = assessor.assess(
            waypoints, forecasts: Array(bundle.forecasts.prefix(waypoints.count)), samples: samples,
            sampleForecasts: Array(bundle.forecasts.dropFirst(waypoints.count)))
        let document = PassagePlanDocument(
            plan: plan, assessment: assessment, forecastCacheAgeSeconds: bundle.cacheAgeSeconds)
        let text = try? JSONText.text(
            LibraryDocument(document), pretty: false)
        return Array((text ?? "{}").utf8)
    }

    /// The land grid of the coastal fetch: `plan`'s default, the embedded Natural Earth coastline.
    static let fetchGrid = LandGrid(coastline: .easternMediterranean)

    /// An ISO 8601 instant (`2026-07-01T08:00:00Z`, an offset allowed), or nil.
    static func instant(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
