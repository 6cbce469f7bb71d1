import CLIKitTesting
import Expectations
import Foundation
import MarineKitTestSupport
import Testing

/// `denizrotad --http`: the built daemon replaying the sample passage at 20× (`--pace 20`), asked with curl.
@Suite struct DenizrotadHTTPTests {
    /// `Docs/samples/bodrum-departure.nmea`.
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/samples/bodrum-departure.nmea").path

    @Test func stateAssetsAndRefusals() throws {
        let daemon = try DashboardDaemon()
        let state = try daemon.curl(["-i", daemon.url + "api/v1/state"])
        #expect(state.hasPrefix("HTTP/1.1 200 OK\r\n"))
        for field in [
            "Cache-Control: no-store", "Content-Type: application/json; charset=utf-8",
            "Content-Security-Policy: default-src 'self'", "X-Content-Type-Options: nosniff",
            "Referrer-Policy: no-referrer",
        ] {
            #expect(state.contains(field), "\(field)")
        }
        let body = String(state[try #require(state.range(of: "\r\n\r\n")).upperBound...])
        #expect(try JSONSchemaCheck.errors(body, schema: "denizrotad-state") == "")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        let position = try #require(object["position"] as? [String: Any])
        #expect(abs((position["latitude"] as? Double ?? 0) - 37.03) < 0.01)
        expectEqual((object["trip"] as? [String: Any])?["recording"] as? Bool, true)

        let head = try daemon.curl(["-s", "-I", daemon.url])
        #expect(head.hasPrefix("HTTP/1.1 200 OK") && head.contains("Cache-Control: no-cache"))
        // The page may load tiles from the two online layers' servers (only when switched on); the API may not.
        #expect(head.contains("img-src 'self' data: https://tile.openstreetmap.org https://tiles.openseamap.org;"))
        expectEqual(head.components(separatedBy: "Content-Security-Policy:").count, 2)
        #expect(!state.contains("openstreetmap"))
        #expect(head.contains("Vary: Accept-Encoding") && head.contains("Content-Length: "))
        let tag = try #require(head.split(separator: "\r\n").first { $0.hasPrefix("ETag: ") }).dropFirst(6)
        let cached = try daemon.curl(["-i", "-H", "If-None-Match: \(tag)", daemon.url])
        #expect(cached.hasPrefix("HTTP/1.1 304 Not Modified"))
        let page = try daemon.curl([daemon.url])
        let unpacked = try daemon.curl(["--compressed", "-D", daemon.directory + "/gzip.head", daemon.url])
        #expect(page.contains("/api/v1/events") || page.contains("js/app.js"))
        expectEqual(unpacked, page)
        let gzipHead = try String(contentsOfFile: daemon.directory + "/gzip.head", encoding: .utf8)
        #expect(gzipHead.contains("Content-Encoding: gzip"))

        let refused: [(args: [String], status: String)] = [
            (["-H", "Host: rebinding.example:80", daemon.url], "400"),
            (["--path-as-is", daemon.url + "../etc/passwd"], "400"),
            ([daemon.url + "%2e%2e/%2e%2e/etc/passwd"], "400"),
            ([daemon.url + "nothing-here"], "404"),
            ([daemon.url + String(repeating: "a", count: 9000)], "414"),
            (["-H", "X-Big: " + String(repeating: "b", count: 17000), daemon.url], "431"),
            (["-X", "DELETE", daemon.url + "api/v1/state"], "405"),
        ]
        for (arguments, status) in refused {
            let answer = try daemon.curl(["-s", "-o", "/dev/null", "-w", "%{http_code}"] + arguments)
            expectEqual(answer, status, "\(arguments.last ?? "")")
        }
        let oversized = daemon.directory + "/big.json"
        try Data(repeating: UInt8(ascii: " "), count: 20000).write(to: URL(fileURLWithPath: oversized))
        let tooLarge = try daemon.curl([
            "-s", "-o", "/dev/null", "-w", "%{http_code}", "-H", "Content-Type: application/json",
            "--data-binary", "@" + oversized, daemon.url + "api/v1/control",
        ])
        expectEqual(tooLarge, "413")
        let turkish = try daemon.curl(["-H", "Accept-Language: de;q=0.5, tr", daemon.url + "nothing?lang=xx"])
        #expect(try JSONSchemaCheck.errors(turkish, schema: "denizrotad-http-error") == "")
        #expect(turkish.contains("\"code\":\"denizrotad.http.notFound\"") && turkish.contains("sunulmuyor"))
        let french = try daemon.curl([daemon.url + "nothing?lang=fr"])
        #expect(french.contains("rien n'est servi"))
        #expect(daemon.isRunning)
    }

    @Test func controlGoesThroughTheDaemonsRulesAndRefusesOtherSites() throws {
        let daemon = try DashboardDaemon()
        let post = ["-s", "-w", "\n%{http_code}", "-H", "Content-Type: application/json", "-X", "POST"]
        let control = daemon.url + "api/v1/control"
        let anchored = try daemon.curl(post + ["-d", #"{"command":"anchor.set","radiusMeters":60}"#, control])
        #expect(anchored.hasSuffix("\n200"), "\(anchored)")
        #expect(anchored.contains(#""radiusMeters":60"#))
        let twice = try daemon.curl(post + ["-d", #"{"command":"trip.start"}"#, "-H", "Accept-Language: de", control])
        #expect(twice.hasSuffix("\n409") && twice.contains("es wird bereits ein Törn aufgezeichnet"), "\(twice)")
        let wide = try daemon.curl(post + ["-d", #"{"command":"anchor.set","radiusMeters":5000}"#, control])
        #expect(wide.hasSuffix("\n422"))
        let forged = try daemon.curl(
            post + ["-H", "Origin: http://evil.example", "-d", #"{"command":"anchor.clear"}"#, control])
        #expect(forged.hasSuffix("\n403"))
        let form = try daemon.curl(["-s", "-w", "\n%{http_code}", "-d", "command=anchor.clear", control])
        #expect(form.hasSuffix("\n415"))
        let sameSite = try daemon.curl(
            post + ["-H", "Origin: \(daemon.url.dropLast())", "-d", #"{"command":"anchor.clear"}"#, control])
        #expect(sameSite.hasSuffix("\n200"), "\(sameSite)")
        #expect(!sameSite.contains("\"anchor\""))
        // Acknowledging alarms goes through the control socket's `alert.ack` (the same name, the same rules).
        let acknowledged = try daemon.curl(post + ["-d", #"{"command":"alert.ack","alarm":"anchorAlarm"}"#, control])
        #expect(acknowledged.hasSuffix("\n200"), "\(acknowledged)")
        let unknown = try daemon.curl(post + ["-d", #"{"command":"alert.ack","alarm":"arrival"}"#, control])
        #expect(unknown.hasSuffix("\n422"), "\(unknown)")
        // A dragged anchor: set where it lies, not at the boat; half a position is refused.
        let dragged = try daemon.curl(
            post + ["-d", #"{"command":"anchor.set","radiusMeters":40,"latitude":37.02,"longitude":27.43}"#, control])
        #expect(dragged.hasSuffix("\n200") && dragged.contains(#""latitude":37.02,"longitude":27.43"#), "\(dragged)")
        let half = try daemon.curl(post + ["-d", #"{"command":"anchor.set","latitude":37.02}"#, control])
        #expect(half.hasSuffix("\n422") && half.contains("denizrotad.http.anchorPosition"), "\(half)")
    }

    @Test func storedTripsTracksAndRoutes() throws {
        let daemon = try DashboardDaemon()
        // Enough of the passage for a track that simplification can shorten (not only the first two fixes).
        _ = denizrotadWait(within: 10) { daemon.fixesAccepted() >= 30 }
        let stop = try daemon.curl([
            "-H", "Content-Type: application/json", "-d", #"{"command":"trip.stop"}"#, daemon.url + "api/v1/control",
        ])
        #expect(stop.contains(#""recording":false"#), "\(stop)")
        let trips = try daemon.curl([daemon.url + "api/v1/trips"])
        #expect(try JSONSchemaCheck.errors(trips, schema: "denizrota-trip-list") == "")
        #expect(trips.contains(#""tripID":1"#) && trips.contains("endedAt"))
        let track = try daemon.curl(["-i", daemon.url + "api/v1/trips/1/track?tolerance=0"])
        #expect(track.contains("Content-Type: application/geo+json"))
        let body = String(track[try #require(track.range(of: "\r\n\r\n")).upperBound...])
        let feature = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        let geometry = try #require(feature["geometry"] as? [String: Any])
        expectEqual(geometry["type"] as? String, "LineString")
        let coordinates = try #require(geometry["coordinates"] as? [[Double]])
        #expect(coordinates.count >= 2 && abs((coordinates.first?[1] ?? 0) - 37.031) < 0.01)
        let coarse = try daemon.curl([daemon.url + "api/v1/trips/1/track?tolerance=1000"])
        #expect(coarse.count < body.count)
        let codes = try [
            "api/v1/trips/99/track", "api/v1/trips/1/track?tolerance=abc", "api/v1/trips/1/track?tolerance=-1",
        ].map { try daemon.curl(["-o", "/dev/null", "-w", "%{http_code}", daemon.url + $0]) }
        expectEqual(codes, ["404", "400", "400"])
        let routes = try daemon.curl([daemon.url + "api/v1/routes"])
        #expect(try JSONSchemaCheck.errors(routes, schema: "denizrota-route-list") == "")
        #expect(routes.contains(#""routes":[]"#))
        let gpx = try daemon.curl(["-i", daemon.url + "api/v1/trips/1/gpx"])
        #expect(gpx.contains("Content-Type: application/gpx+xml"))
        #expect(gpx.contains(#"Content-Disposition: attachment; filename="trip-1.gpx""#))
        #expect(gpx.components(separatedBy: "<trkpt ").count - 1 >= 30, "\(gpx.prefix(400))")
        try checkTripDownloadsAndRoute(daemon)
    }

    /// The trip as GeoJSON beside GPX, and "make a route from this trip": `route show` sees the route at once.
    func checkTripDownloadsAndRoute(_ daemon: DashboardDaemon) throws {
        let geojson = try daemon.curl(["-i", daemon.url + "api/v1/trips/1/geojson"])
        #expect(geojson.contains("Content-Type: application/geo+json"))
        #expect(geojson.contains(#"filename="trip-1.geojson""#) && geojson.contains(#""LineString""#))
        let post = ["-w", "\n%{http_code}", "-H", "Content-Type: application/json", "-d"]
        let made = try daemon.curl(post + [#"{"toleranceMeters":20}"#, daemon.url + "api/v1/trips/1/route"])
        #expect(made.hasSuffix("\n201") && made.contains(#""name":"Trip 1""#), "\(made)")
        let again = try daemon.curl(post + [#"{"toleranceMeters":0}"#, daemon.url + "api/v1/trips/1/route"])
        #expect(again.hasSuffix("\n422") && again.contains("denizrotad.http.routeTolerance"), "\(again)")
        let shown = try ToolRunner.run(
            "denizrota", ["route", "show", "Trip 1", "--json", "--db", daemon.directory + "/t.sqlite"])
        #expect(shown.status == 0 && shown.standardOutput.contains(#""name" : "Start""#), "\(shown.standardOutput)")
        let route = try daemon.curl(["-i", daemon.url + "api/v1/routes/Trip%201/geojson"])
        #expect(route.contains(#"filename="Trip_1.geojson""#) && route.contains("FeatureCollection"))
    }

    /// A route written by `denizrota route` is served at once with its legs and the land flags `route show`
    /// prints (GSHHG full resolution), and as GPX; the coastline of a box comes back as GeoJSON land.
    @Test func routeDetailDownloadCoastlineAndBoat() throws {
        let daemon = try DashboardDaemon()
        let database = ["--db", daemon.directory + "/t.sqlite"]
        for arguments in [
            ["route", "new", "Knidos/2"], ["route", "add", "Knidos/2", "37.031", "27.4255", "--name", "Bodrum"],
            ["route", "add", "Knidos/2", "36.955", "27.465", "--name", "Karaada"],
            ["route", "add", "Knidos/2", "36.686", "27.374", "--name", "Knidos"],
        ] {
            let run = try ToolRunner.run("denizrota", arguments + database)
            expectEqual(run.status, 0, "\(arguments) \(run.standardError)")
        }
        let detail = try daemon.curl([daemon.url + "api/v1/routes/Knidos%2F2"])
        #expect(try JSONSchemaCheck.errors(detail, schema: "denizrotad-route") == "")
        let route = try #require(try JSONSerialization.jsonObject(with: Data(detail.utf8)) as? [String: Any])
        let legs = try #require(route["legs"] as? [[String: Any]])
        #expect(legs.map { $0["crossesLand"] as? Bool } == [true, true])  // as `route show` warns
        #expect((route["waypoints"] as? [[String: Any]])?.map { $0["onLand"] as? Bool } == [false, false, true])
        #expect(abs((legs.first?["distanceMeters"] as? Double ?? 0) - 9137.9) < 1)
        expectEqual(route["followed"] as? Bool, false)
        let gpx = try daemon.curl(["-i", daemon.url + "api/v1/routes/Knidos%2F2/gpx"])
        #expect(
            gpx.contains(#"filename="Knidos_2.gpx""#) && gpx.contains("<rtept lat=\"36.955\""), "\(gpx.prefix(600))")
        let coast = try daemon.curl([daemon.url + "api/v1/coastline?bbox=27.2,36.8,27.6,37.1&zoom=12"])
        #expect(coast.hasPrefix(#"{"type":"FeatureCollection""#) && coast.contains("GSHHG"))
        #expect(coast.components(separatedBy: "],[").count > 100, "\(coast.prefix(300))")
        let codes = try [
            "api/v1/routes/Nowhere", "api/v1/coastline?bbox=27,36,50,38&zoom=7", "api/v1/coastline?bbox=27,36,28,38",
        ].map { try daemon.curl(["-o", "/dev/null", "-w", "%{http_code}", daemon.url + $0]) }
        expectEqual(codes, ["404", "400", "400"])
        try checkBoatSettings(daemon)
        try checkRouteEditing(daemon)
    }

    /// Route edits through the API (create, add, drag, reorder, remove, rename): `denizrota route show` sees each
    /// at once; refusals carry the CLI's texts; another site is refused (on the route test's daemon).
    func checkRouteEditing(_ daemon: DashboardDaemon) throws {
        let send = ["-w", "\n%{http_code}", "-H", "Content-Type: application/json"]
        let routes = daemon.url + "api/v1/routes"
        let points = routes + "/Edited/waypoints"
        for (method, url, body, status) in [
            ("POST", routes, #"{"name":"Edited"}"#, "201"),
            ("POST", points, #"{"latitude":37.031,"longitude":27.4255,"name":"Bodrum"}"#, "201"),
            ("POST", points, #"{"latitude":36.686,"longitude":27.374}"#, "201"),
            ("POST", points, #"{"latitude":36.9,"longitude":27.5,"at":2}"#, "201"),
            ("PATCH", points + "/2", #"{"latitude":36.955,"longitude":27.465,"name":"Karaada"}"#, "200"),
            ("PATCH", points + "/3", #"{"to":1}"#, "200"), ("PATCH", points + "/1", #"{"to":3}"#, "200"),
            ("POST", points, #"{"latitude":36.5,"longitude":27.2}"#, "201"), ("DELETE", points + "/4", "", "200"),
            ("PATCH", routes + "/Edited", #"{"name":"Edited 2","plannedSpeedKnots":6}"#, "200"),
        ] {
            let answer = try daemon.curl(send + ["-X", method, "-d", body, url])
            #expect(answer.hasSuffix("\n" + status), "\(method) \(url): \(answer)")
        }
        let edited = try daemon.curl([routes + "/Edited%202"])
        #expect(try JSONSchemaCheck.errors(edited, schema: "denizrotad-route") == "")
        let shown = try ToolRunner.run(
            "denizrota", ["route", "show", "Edited 2", "--json", "--db", daemon.directory + "/t.sqlite"])
        let cli = try #require(
            try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])
        let api = try #require(try JSONSerialization.jsonObject(with: Data(edited.utf8)) as? [String: Any])
        func named(_ route: [String: Any]) -> [String] {
            ((route["waypoints"] as? [[String: Any]]) ?? []).map { "\($0["name"] ?? "") \($0["latitude"] ?? "")" }
        }
        expectEqual(named(cli), ["Bodrum 37.031", "Karaada 36.955", "WP 2 36.686"], "\(shown.standardOutput)")
        #expect(named(api) == named(cli) && cli["plannedSpeedKnots"] as? Double == 6)
        // One coastline vocabulary (MarineKit's CoastlineSourceDocument): the same member for member, attribution too.
        let coastlines = try [api, cli].map { try Self.sortedText(#require($0["coastline"] as? [String: Any])) }
        expectEqual(coastlines[0], coastlines[1])
        // The page read the route, `denizrota route` changed it, the page's write names the old tag: 412 and the
        // new tag; a write with the new one goes through.
        let tag = try #require(etag(try daemon.curl(["-i", routes + "/Edited%202"])))
        let cliEdit = try ToolRunner.run(
            "denizrota", ["route", "add", "Edited 2", "36.8", "27.3", "--db", daemon.directory + "/t.sqlite"])
        expectEqual(cliEdit.status, 0, "\(cliEdit.standardError)")
        let speed = ["-X", "PATCH", "-d", #"{"plannedSpeedKnots":5}"#, routes + "/Edited%202"]
        let stale = try daemon.curl(send + ["-i", "-H", "If-Match: " + tag] + speed)
        #expect(stale.hasSuffix("\n412") && stale.contains("denizrotad.http.routeChanged"), "\(stale)")
        let fresh = try #require(etag(stale))
        let retried = try daemon.curl(send + ["-H", "If-Match: " + fresh] + speed)
        #expect(fresh != tag && retried.hasSuffix("\n200"), "\(retried)")
        try checkSwappedAndUnusableLand(daemon, points: routes + "/Edited%202/waypoints", send: send)
        let refusals = try [
            ("POST", routes + "?lang=tr", #"{"name":"Edited 2"}"#), ("POST", routes + "/Edited%202/waypoints", "{}"),
            ("DELETE", routes + "/Edited%202/waypoints/9", ""), ("PUT", routes + "/Edited%202", "{}"),
        ].map { try daemon.curl(send + ["-X", $0.0, "-d", $0.2, $0.1]) }
        #expect(refusals[0].hasSuffix("\n409") && refusals[0].contains("zaten var"), "\(refusals[0])")
        #expect(refusals[1].hasSuffix("\n422") && refusals[1].contains("denizrotad.http.routeBody"))
        #expect(refusals[2].hasSuffix("\n422") && refusals[2].contains("error.route.index"), "\(refusals[2])")
        #expect(refusals[3].hasSuffix("\n405"))
        let forged = try daemon.curl(
            send + ["-X", "DELETE", "-H", "Origin: http://evil.example", routes + "/Edited%202"])
        #expect(forged.hasSuffix("\n403"))
        let deleted = try daemon.curl(send + ["-X", "DELETE", routes + "/Edited%202"])
        #expect(deleted.hasSuffix("\n200") && deleted.contains("Knidos") && !deleted.contains("Edited"), "\(deleted)")
    }

    /// A waypoint whose latitude and longitude look swapped is refused as `route add` refuses it (422, both
    /// readings, the request's language) unless the body says `asGiven`; with a `coastline set` file that can no
    /// longer be read, an edit is refused (500) and nothing is stored, as `route add` refuses, and so is the plan.
    func checkSwappedAndUnusableLand(_ daemon: DashboardDaemon, points: String, send: [String]) throws {
        let database = ["--db", daemon.directory + "/t.sqlite"]
        let swapped = try daemon.curl(send + ["-d", #"{"latitude":27.3,"longitude":36.8}"#, points + "?lang=de"])
        #expect(swapped.hasSuffix("\n422") && swapped.contains("denizrotad.http.swapped"), "\(swapped)")
        #expect(swapped.contains("vertauscht") && swapped.contains("27°18") && swapped.contains("36°48"))
        let kept = try daemon.curl(send + ["-d", #"{"latitude":27.3,"longitude":36.8,"asGiven":true}"#, points])
        #expect(kept.hasSuffix("\n201") && kept.contains("27.3"), "\(kept)")
        #expect(try daemon.curl(send + ["-X", "DELETE", points + "/5"]).hasSuffix("\n200"))
        let file = daemon.directory + "/islet.geojson"
        let islet =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Polygon","#
            + #""coordinates":[[[27.1,37.1],[27.2,37.1],[27.2,37.2],[27.1,37.2],[27.1,37.1]]]}}]}"#
        try Data(islet.utf8).write(to: URL(fileURLWithPath: file))
        expectEqual(try ToolRunner.run("denizrota", ["coastline", "set", file] + database).status, 0)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        let refused = try daemon.curl(send + ["-d", #"{"latitude":36.9,"longitude":27.3}"#, points])
        #expect(refused.hasSuffix("\n500") && refused.contains("denizrotad.http.coastline"), "\(refused)")
        let cli = try ToolRunner.run("denizrota", ["route", "add", "Edited 2", "36.9", "27.3"] + database)
        expectNotEqual(cli.status, 0)
        let plan = try daemon.curl([
            "-o", "/dev/null", "-w", "%{http_code}", daemon.url + "api/v1/plan?route=Edited%202",
        ])
        expectEqual(try ToolRunner.run("denizrota", ["coastline", "clear"] + database).status, 0)
        let stored = try daemon.curl([daemon.url + "api/v1/routes/Edited%202"])
        expectEqual(stored.components(separatedBy: #""onLand""#).count, 5, "\(stored)")
        expectEqual(plan, "500")
    }

    /// The `ETag` of a `curl -i` answer, or nil.
    func etag(_ answer: String) -> String? {
        answer.split(separator: "\r\n").first { $0.lowercased().hasPrefix("etag:") }
            .map { $0.dropFirst(5).trimmingCharacters(in: .whitespaces) }
    }

    /// The boat's settings through the API: read, refused with `boat set`'s reason, written so `boat show` sees it
    /// (on the route test's daemon: one daemon run less).
    func checkBoatSettings(_ daemon: DashboardDaemon) throws {
        let boat = daemon.url + "api/v1/boat"
        let read = try daemon.curl([boat])
        #expect(try JSONSchemaCheck.errors(read, schema: "denizrota-boat") == "")
        #expect(read.contains(#""cruiseSpeedKnots":8"#))
        let put = ["-w", "\n%{http_code}", "-X", "PUT", "-H", "Content-Type: application/json", "-d"]
        let refused = try daemon.curl(put + [#"{"cruiseSpeedKnots":99}"#, boat + "?lang=tr"])
        #expect(refused.hasSuffix("\n422") && refused.contains("0,1–60 kn"), "\(refused)")
        let gusts = try daemon.curl(put + [#"{"limits":{"maxGustKnots":10}}"#, boat])
        #expect(gusts.hasSuffix("\n422") && gusts.contains("error.boat.gust"), "\(gusts)")
        let saved = try daemon.curl(
            put + [
                #"{"cruiseSpeedKnots":6.5,"fuelPricePerLiter":"47.25","limits":{"maxWaveMeters":1.2},"#
                    + #""name":" Mavi ","tankCapacityLiters":240}"#, boat,
            ])
        #expect(saved.hasSuffix("\n200"), "\(saved)")
        let shown = try ToolRunner.run("denizrota", ["boat", "show", "--json", "--db", daemon.directory + "/t.sqlite"])
        #expect(shown.standardOutput.contains(#""name" : "Mavi""#) && shown.standardOutput.contains("240"))
        #expect(try JSONSchemaCheck.errors(try daemon.curl([boat]), schema: "denizrota-boat") == "")
        #expect(shown.standardOutput.contains("6.5"), "\(shown.standardOutput)")
        #expect(shown.standardOutput.contains("47.25") && shown.standardOutput.contains("1.2"))
        let forged = try daemon.curl(put + ["{}", "-H", "Origin: http://evil.example", boat])
        #expect(forged.hasSuffix("\n403"))
    }

    /// The weather view's plan: a route judged for a departure by `plan`'s code over the fake Open-Meteo's squall
    /// (a storm for 12 hours, then calm): 202 while the forecast is asked, then the plan with its worst point and
    /// a later departure.
    @Test func planOfARouteForADeparture() throws {
        let server = try FakeOpenMeteoServer(scriptPath: FakeOpenMeteoServer.packagedScriptPath)
        defer { server.stop() }
        let daemon = try DashboardDaemon(extra: [
            "--weather-url", server.baseURL(scenario: "squall", api: "forecast").absoluteString,
            "--marine-url", server.baseURL(scenario: "squall", api: "marine").absoluteString,
        ])
        let created = try daemon.curl([
            "-H", "Content-Type: application/json", "-d",
            #"{"name":"Knidos","waypoints":[{"latitude":36.95,"longitude":27.85},{"latitude":36.9,"longitude":27.55}]}"#,
            daemon.url + "api/v1/routes",
        ])
        #expect(created.contains(#""name":"Knidos""#), "\(created)")
        let hour = (Date().timeIntervalSince1970 / 3600).rounded(.down) * 3600 + 3600
        let departure = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: hour))
        let url = daemon.url + "api/v1/plan?route=Knidos&departure=" + departure
        let first = try daemon.curl(["-w", "\n%{http_code}", url])
        #expect(first.hasSuffix("\n202") && first.contains("pending"), "\(first)")
        var plan = ""
        _ = denizrotadWait(within: 20) {
            plan = (try? daemon.curl([url])) ?? ""
            return !plan.contains("pending")
        }
        #expect(try JSONSchemaCheck.errors(plan, schema: "denizrota-plan") == "")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(plan.utf8)) as? [String: Any])
        // The same document as `denizrota plan --json` (MarineKit's PassagePlanDocument): the tool, on the daemon's
        // database, reads the hours the daemon cached (so it names their age, the one member that differs).
        let cli = try ToolRunner.run(
            "denizrota",
            ["plan", "Knidos", "--depart", departure, "--json", "--db", daemon.directory + "/t.sqlite"]
                + ["--weather-url", server.baseURL(scenario: "squall", api: "forecast").absoluteString]
                + ["--marine-url", server.baseURL(scenario: "squall", api: "marine").absoluteString])
        var tool = try #require(try JSONSerialization.jsonObject(with: Data(cli.standardOutput.utf8)) as? [String: Any])
        #expect(tool.removeValue(forKey: "forecastCacheAgeSeconds") != nil && json["schemaVersion"] as? Int == 2)
        expectEqual(try Self.sortedText(json), try Self.sortedText(tool))
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["worstRisk"] as? String == "red" && summary["suggestedDeparture"] is String, "\(plan)")
        let leg = try #require((json["legs"] as? [[String: Any]])?.first)
        let worst = try #require(leg["worstPoint"] as? [String: Any])
        #expect(worst["windKnots"] as? Double == 30 && worst["time"] is String && worst["windFromDegrees"] != nil)
        // Every point judged between the waypoints, in order along the leg: judgedPoints counts them and the two ends.
        let samples = try #require(leg["samples"] as? [[String: Any]])
        let along = samples.compactMap { $0["distanceFromStartMeters"] as? Double }
        expectEqual(samples.count + 2, leg["judgedPoints"] as? Int)
        #expect(along.count == samples.count && along == along.sorted())
        let codes = try [
            "api/v1/plan?route=Nowhere", "api/v1/plan?route=Knidos&departure=tomorrow",
        ].map { try daemon.curl(["-o", "/dev/null", "-w", "%{http_code}", daemon.url + $0]) }
        expectEqual(codes, ["404", "400"])
    }

    /// A JSON object's text with sorted keys (two documents compared member by member).
    static func sortedText(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func eventStreamStartsWithTheStateAndReplaysAfterLastEventID() throws {
        let daemon = try DashboardDaemon()
        let stream = try daemon.curl(
            ["-s", "-N", "--max-time", "1.2", daemon.url + "api/v1/events"], allowTimeout: true)
        #expect(stream.hasPrefix("retry: 3000\n\nevent: state\ndata: {"), "\(stream.prefix(200))")
        let states = stream.components(separatedBy: "event: state\n").count - 1
        #expect(states >= 2 && states <= 15, "\(states) state events in 1.2 s at 20 fixes/s, at most one per 90 ms")
        let firstState = try #require(stream.split(separator: "\n").first { $0.hasPrefix("data: ") }).dropFirst(6)
        #expect(try JSONSchemaCheck.errors(String(firstState), schema: "denizrotad-state") == "")
        _ = try daemon.curl([
            "-s", "-H", "Content-Type: application/json", "-d", #"{"command":"anchor.set"}"#,
            daemon.url + "api/v1/control",
        ])
        let all = try daemon.curl(
            ["-s", "-N", "--max-time", "0.5", "-H", "Last-Event-ID: 1-1", daemon.url + "api/v1/events"],
            allowTimeout: true)
        #expect(all.hasPrefix("retry: 3000\n\nevent: state\n"), "the state comes before the replayed events")
        let ids = all.split(separator: "\n").filter { $0.hasPrefix("id: ") }.map { String($0.dropFirst(4)) }
        // tripStarted, anchorSet, then perhaps anchorAlarm: the boat leaves the 50 m circle after about a second.
        try #require(ids.count >= 2, "tripStarted and anchorSet: \(ids)")
        #expect(all.contains("event: event\ndata: {\"event\":\"anchorSet\""))
        let later = try daemon.curl(
            ["-s", "-N", "--max-time", "0.5", "-H", "Last-Event-ID: \(ids.first ?? "")", daemon.url + "api/v1/events"],
            allowTimeout: true)
        let replayed = later.split(separator: "\n").filter { $0.hasPrefix("id: ") }.map { String($0.dropFirst(4)) }
        expectEqual(Array(replayed.prefix(ids.count - 1)), Array(ids.dropFirst()), "\(ids) then \(replayed)")
        #expect(!replayed.contains(ids[0]))
    }
}

extension DenizrotadHTTPTests {
    /// Hostile clients for `seconds`: 40 connections from one address (16 get in, the rest are refused), each
    /// sending a request head one byte at a time (slowloris), one event stream that never reads, with a tiny
    /// receive buffer, and one POST announcing 100 MB.
    static let hostileClients = #"""
        import socket, sys, time
        port, seconds = int(sys.argv[1]), float(sys.argv[2])
        sockets = []
        for number in range(40):
            try:
                s = socket.create_connection(("127.0.0.1", port), timeout=2)
                s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
                s.setblocking(False)
                sockets.append(s)
            except OSError:
                pass
        def send(s, data):
            try:
                s.send(data)
            except OSError:
                pass
        send(sockets[0], b"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
        send(sockets[1], b"POST /api/v1/control HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Length: 100000000\r\n\r\n" % port)
        start = time.time()
        while time.time() - start < seconds:
            for s in sockets[2:]:
                send(s, b"G")
            send(sockets[1], b"x" * 65536)
            time.sleep(0.05)
        print(len(sockets))
        """#

    @Test func hostileClientsDoNotHoldUpRecording() throws {
        let daemon = try DashboardDaemon()
        func accepted() throws -> Int {
            let state = try daemon.curl([daemon.url + "api/v1/state"])
            let object = try JSONSerialization.jsonObject(with: Data(state.utf8)) as? [String: Any]
            return (object?["gps"] as? [String: Any])?["fixesAccepted"] as? Int ?? -1
        }
        let before = try accepted()
        let started = Date()
        let port = String(daemon.url.split(separator: ":").last?.prefix { $0.isNumber } ?? "")
        let hostile = try ToolRunner.run(
            "/usr/bin/python3", ["-c", Self.hostileClients, port, "3"], timeLimit: 20)
        expectEqual(hostile.status, 0, "\(hostile.standardError)")
        _ = denizrotadWait(within: 5) { ((try? accepted()) ?? -1) >= 0 }  // the hostile sockets are closed by now
        let after = try accepted()
        let expected = Date().timeIntervalSince(started) * 20  // --pace 20 on a 1 Hz log
        // A loop held up by a client would accept none; a quarter leaves room for a machine busy with builds.
        #expect(Double(after - before) >= expected * 0.25, "\(before) → \(after) fixes in \(expected / 20) s")
        #expect(daemon.isRunning)
    }
}

/// The daemon replaying the sample at 20× with the dashboard on a free loopback port, stopped at the end.
final class DashboardDaemon {
    let directory: String
    let url: String
    private let process: DenizrotadBackground

    /// - Parameters:
    ///   - address: `--http ADDRESS` (the value as a separate word); on `0.0.0.0` the URL names `host` instead.
    ///   - host: the address the tests connect to.
    ///   - extra: more arguments (a control socket).
    init(pace: String = "20", address: String = "127.0.0.1:0", host: String = "127.0.0.1", extra: [String] = [])
        throws
    {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("http-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let background = try DenizrotadBackground(
            try ToolRunner.binary(named: "denizrotad"),
            [
                "--source", DenizrotadHTTPTests.sample, "--pace", pace, "--http", address, "--db",
                directory + "/t.sqlite", "--record",
            ] + extra,
            in: URL(fileURLWithPath: directory), name: "daemon")
        var found: String?
        _ = denizrotadWait(within: 10) {
            found = background.standardError.split(separator: " ").first { $0.hasPrefix("http://") }
                .map { String($0.prefix { !$0.isNewline }).replacingOccurrences(of: "0.0.0.0", with: host) }
            return found != nil
        }
        process = background
        guard let found else { throw DenizrotadTestError.timeout("no dashboard address: \(background.standardError)") }
        url = found
        // The first fix has been read once the state has a position.
        _ = denizrotadWait(within: 10) { ((try? self.curl([self.url + "api/v1/state"])) ?? "").contains("position") }
    }

    /// The state's `gps.fixesAccepted`, or 0 when the state cannot be read.
    func fixesAccepted() -> Int {
        let state = (try? curl([url + "api/v1/state"])) ?? ""
        guard let range = state.range(of: #""fixesAccepted":"#) else { return 0 }
        return Int(state[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }

    deinit {
        process.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    var isRunning: Bool { process.isRunning }
    var standardError: String { process.standardError }

    /// curl's standard output (`-s` added); a timeout (exit 28) is an error unless `allowTimeout`.
    func curl(_ arguments: [String], allowTimeout: Bool = false) throws -> String {
        let run = try ToolRunner.run("/usr/bin/curl", ["-s"] + arguments, timeLimit: 10)
        guard run.status == 0 || (allowTimeout && run.status == 28) else {
            throw DenizrotadTestError.timeout("curl \(arguments): \(run.status) \(run.standardError)")
        }
        return run.standardOutput
    }
}
