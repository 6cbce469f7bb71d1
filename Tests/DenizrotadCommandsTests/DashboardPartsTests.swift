import Expectations
import Foundation
import HTTPServing
import MarineKit
import MarineKitTestSupport
import Testing

@testable import DenizrotadCommands

/// `--pace` and `--http ADDRESS`, without sockets: the paced release times and the address rules.
@Suite struct DashboardPartsTests {
    static let start = Date(timeIntervalSince1970: 1_782_887_400)
    /// A user's coastline of one islet (27.1–27.2° E, 37.1–37.2° N; ``DashboardLandTests/island``).
    static let islet: LandCheck =
        (try? Coastline(geoJSON: DashboardLandTests.island)).flatMap {
            LandCheck(userCoastline: $0, path: "/boat/islet.geojson")
        } ?? .fullResolution

    static func fix(_ seconds: Double) -> PositionFix {
        PositionFix(time: start.addingTimeInterval(seconds), latitude: 37, longitude: 27.4)
    }

    @Test func aPacedReplayReleasesEachFixAtItsScaledTime() {
        let inner = ScriptedPositionSource(fixes: [0, 1, 2, 10, 5].map(Self.fix), perService: 5)
        let paced = PacedSource(inner, pace: 2)
        let wall = Date(timeIntervalSince1970: 1_800_000_000)
        var released: [Double] = []
        func service(at offset: Double) {
            _ = paced.service(now: wall.addingTimeInterval(offset)) {
                released.append($0.time.timeIntervalSince(Self.start))
            }
        }
        service(at: 0)
        expectEqual(released, [0])
        expectEqual(paced.readiness, .after(wall.addingTimeInterval(0.5)))
        service(at: 0.49)
        expectEqual(released, [0])
        service(at: 0.5)
        expectEqual(released, [0, 1])
        service(at: 1.0)
        expectEqual(released, [0, 1, 2])
        #expect(paced.readiness == .after(wall.addingTimeInterval(5)))  // 10 s of log at 2x
        service(at: 5)
        #expect(released == [0, 1, 2, 10, 5])  // a fix stamped earlier than the one before goes at once
        #expect(paced.service(now: wall.addingTimeInterval(6)) { _ in } == .ended)
    }

    @Test(arguments: [
        ("127.0.0.1:8642", "127.0.0.1", 8642 as UInt16?), ("[::1]:0", "::1", 0), ("127.0.0.2:80", "127.0.0.2", 80),
        ("0.0.0.0:8642", "0.0.0.0", 8642), ("localhost", "", nil), ("127.0.0.1:", "", nil), (":8642", "", nil),
        ("::1:8642", "", nil), ("127.0.0.1:70000", "", nil), ("[::1]8642", "", nil),
    ])
    func addresses(_ text: String, _ host: String, _ port: UInt16?) {
        let parsed = DashboardOptions.parse(text)
        #expect(parsed?.host == (port == nil ? nil : host))
        expectEqual(parsed?.port, port)
    }

    @Test(arguments: [
        ("127.0.0.1", true), ("127.1.2.3", true), ("::1", true), ("0.0.0.0", false),
        ("192.168.1.20", false), ("::", false), ("127.0.0.1.nip.io", false),
    ])
    func onlyLoopbackServesWithoutPairing(_ host: String, _ loopback: Bool) {
        expectEqual(DashboardOptions.isLoopback(host), loopback)
    }

    @Test(arguments: [
        ("27,36,28,37", true), ("-180,-90,-170,-80", true), ("27,36,27,37", false), ("28,36,27,37", false),
        ("27,36,48,37", false), ("27,36,28", false), ("27,36,28,37,1", false), ("a,36,28,37", false),
        ("27,36,28,nan", false), ("175,36,181,37", false), ("", false),
    ])
    func coastlineBoxes(_ text: String, _ valid: Bool) {
        expectEqual((DashboardCoastline.box(text) != nil), valid)
    }

    /// Half a pixel of a 256-pixel tile: 360 / 256 / 2 degrees at zoom 0, halving with each zoom level.
    @Test func coastlineToleranceIsHalfAPixel() {
        expectEqual(DashboardCoastline.toleranceDegrees(zoom: 0), 0.703125)
        expectEqual(DashboardCoastline.toleranceDegrees(zoom: 10), 0.703125 / 1024)
        let json = DashboardCoastline.geoJSON(
            [[GeoCoordinate(latitude: 37, longitude: 27), GeoCoordinate(latitude: 37.1234567, longitude: 27.5)]],
            source: .naturalEarth)
        #expect(json.contains(#""coordinates":[[[[27,37],[27.5,37.123457]]]]"#), "\(json)")
    }

    /// VMG = SOG × cos(COG − BTW); TTG = DTW / VMG, none below 0.1 kn (js/nav.js computes the same).
    @Test(arguments: [
        (6.0, 90.0, 90.0, 1852.0, 6.0, 600.0 as Double?), (6, 150, 90, 1852, 3, 1200),
        (6, 270, 90, 1852, -6, nil), (0.05, 90, 90, 1852, 0.05, nil),
    ])
    func navigationFigures(
        _ sog: Double, _ cog: Double, _ btw: Double, _ dtw: Double, _ vmg: Double, _ ttg: Double?
    ) {
        let figures = NavigationFigures(speedKnots: sog, courseDegrees: cog, bearingDegrees: btw, distanceMeters: dtw)
        #expect(abs((figures.velocityMadeGoodKnots ?? .nan) - vmg) < 1e-9)
        #expect(figures.timeToGoSeconds.map { abs($0 - (ttg ?? .nan)) < 1e-6 } ?? (ttg == nil))
        #expect(
            NavigationFigures(speedKnots: nil, courseDegrees: 1, bearingDegrees: 1, distanceMeters: 1)
                == NavigationFigures(speedKnots: 1, courseDegrees: nil, bearingDegrees: 1, distanceMeters: nil))
    }

    /// A PUT changes only the members it names; `boat set`'s checks refuse the rest.
    @Test(arguments: [
        (#"{"cruiseSpeedKnots":6.5}"#, "6.5 45 motorboat"), (#"{"fuelPricePerLiter":"47,25"}"#, "8.0 47.25 motorboat"),
        (#"{"fuelPricePerLiter":47.1}"#, "8.0 47.1 motorboat"), (#"{"type":"gulet"}"#, "8.0 45 gulet"),
        (#"{"type":"yacht"}"#, "denizrotad.http.boatType"),
        (#"{"fuelPricePerLiter":"4O"}"#, "denizrotad.http.boatPrice"),
        (#"{"timeZone":"Mars/Olympus"}"#, "denizrotad.http.boatZone"),
    ])
    func boatChanges(_ body: String, _ expected: String) throws {
        let change = try JSONDecoder().decode(DashboardBoat.Change.self, from: Data(body.utf8))
        do {
            let boat = try DashboardBoat.apply(change, to: .defaults)
            expectEqual("\(boat.cruiseSpeedKnots) \(boat.fuelPricePerLiter) \(boat.type.rawValue)", expected)
        } catch let refusal as DashboardBoat.Refusal {
            expectEqual(refusal.key, expected)
        }
    }

    @Test(arguments: [("Knidos/2", "Knidos_2"), ("Gümüşlük", "G_m__l_k"), ("a-b_c", "a-b_c")])
    func downloadFileNames(_ name: String, _ file: String) {
        expectEqual(DashboardArchive.fileName(name), file)
    }

    /// A waypoint edit of the API is `route add`/`move`/`remove-point` with their checks, the swapped
    /// latitude/longitude one included (far from the route, or on land where the swapped reading is sea, unless
    /// `asGiven`): the waypoints after it (name:latitude), or the refusal's key.
    @Test(arguments: [
        ("POST", "", #"{"latitude":36.8,"longitude":27.45,"name":"D","at":2}"#, "A:37.0 D:36.8 B:36.9 C:36.7"),
        ("POST", "", #"{"latitude":36.8,"longitude":27.45}"#, "A:37.0 B:36.9 C:36.7 WP 4:36.8"),
        ("POST", "", #"{"latitude":95,"longitude":27}"#, "error.route.coordinate"),
        ("POST", "", #"{"latitude":36.8,"longitude":27,"at":9}"#, "error.route.index"),
        ("POST", "", #"{"latitude":36.8}"#, "body longitude"),
        ("PATCH", "/2", #"{"to":3}"#, "A:37.0 C:36.7 B:36.9"),
        ("PATCH", "/2", #"{"latitude":36.95,"name":" "}"#, "A:37.0 WP 2:36.95 C:36.7"),
        ("PATCH", "/2", #"{"latitude":-91}"#, "error.route.coordinate"),
        ("PATCH", "/5", "{}", "error.route.index"),
        ("DELETE", "/1", "", "B:36.9 C:36.7"),
        ("DELETE", "/x", "", "error.route.index"),
        ("POST", "", #"{"latitude":27.4,"longitude":36.8}"#, "denizrotad.http.swapped"),
        ("POST", "", #"{"latitude":27.4,"longitude":36.8,"asGiven":true}"#, "A:37.0 B:36.9 C:36.7 WP 4:27.4"),
        ("PATCH", "/3", #"{"latitude":27.4,"longitude":36.7}"#, "denizrotad.http.swapped"),
        ("PATCH", "/3", #"{"latitude":27.4,"longitude":36.7,"asGiven":true}"#, "A:37.0 B:36.9 C:27.4"),
    ])
    func waypointEdits(_ method: String, _ suffix: String, _ body: String, _ expected: String) throws {
        let points = [("A", 37.0), ("B", 36.9), ("C", 36.7)].map {
            Waypoint(name: $0.0, coordinate: GeoCoordinate(latitude: $0.1, longitude: 27.4))
        }
        var route = try Route(name: "R", waypoints: points)
        let target = "/api/v1/routes/R/waypoints" + suffix
        let request = HTTPRequest(method: method, target: target, path: target, body: Array(body.utf8))
        let parts = Array(DashboardArchive.segments(request).dropFirst(3))
        let edit = DashboardWaypointEdit(request: request, parts: parts)
        do {
            try edit.apply(to: &route, land: Self.islet)
            #expect(route.waypoints.map { "\($0.name):\($0.coordinate.latitude)" }.joined(separator: " ") == expected)
        } catch is DashboardRouteEditor.SwappedRefusal {
            expectEqual("denizrotad.http.swapped", expected)
        } catch let error as RouteError {
            expectEqual(error.messageKey, expected)
        } catch let error as DashboardRouteEditor.BodyError {
            expectEqual("body " + error.detail, expected)
        }
    }

    /// "Make a route from this trip": the track simplified at the tolerance, its ends "Start" and "End".
    @Test(arguments: [
        ("straight", 50.0, "Start End"), ("corner", 50.0, "Start WP 2 End"),
        ("corner", 0.5, "denizrotad.http.routeTolerance"),
        ("one fix", 50.0, "denizrotad.http.tripTooShort"),
    ])
    func routeFromTrip(_ shape: String, _ tolerance: Double, _ expected: String) throws {
        let east = (0..<6).map { (37.0, 27.3 + Double($0) * 0.01) }
        let north = (1..<6).map { (37.0 + Double($0) * 0.01, 27.35) }
        let points = ["straight": east, "corner": east + north, "one fix": [(37.0, 27.3)]][shape] ?? []
        let fixes = points.enumerated().map {
            PositionFix(
                time: Self.start.addingTimeInterval(Double($0.offset) * 60), latitude: $0.element.0,
                longitude: $0.element.1)
        }
        do {
            let route = try DashboardTripRoute.route(name: "Trip 1", from: fixes, toleranceMeters: tolerance)
            expectEqual(route.waypoints.map(\.name).joined(separator: " "), expected)
            expectEqual(route.plannedDeparture, Self.start)
        } catch let refusal as DashboardTripRoute.Refusal {
            expectEqual(refusal.key, expected)
        }
    }

    /// The live state's `declinationDegrees` against the WMM2025 report's official test values (NOAA NCEI / BGS,
    /// "WMM2025 Test Values": D to 0.01° at sea level; 2025.0 is 1 January 2025 00:00 UTC, 2027.5 is
    /// 2 July 2027 12:00 UTC), longitude 240° written as −120°.
    @Test(arguments: [
        (80.0, 0.0, "2025-01-01T00:00:00Z", 1.28),
        (0.0, 120.0, "2025-01-01T00:00:00Z", -0.16),
        (-80.0, -120.0, "2025-01-01T00:00:00Z", 68.78),
        (80.0, 0.0, "2027-07-02T12:00:00Z", 2.59),
        (-80.0, -120.0, "2027-07-02T12:00:00Z", 68.49),
    ])
    func declinationIsTheWorldMagneticModels(latitude: Double, longitude: Double, time: String, expected: Double)
        throws
    {
        let instant = try #require(ISO8601DateFormatter().date(from: time))
        let declination = try #require(
            LiveState.Position.declination(latitude: latitude, longitude: longitude, time: instant))
        #expect(abs(declination - expected) <= 0.01 + 1e-9, "\(declination)")
    }
}
