import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import MarineKitTestSupport
import MarineStorage
import PosixKit
import Storage
import Testing

/// `denizrota sync` against the real Firestore emulator and the Auth stand-in (SyncEmulator).
@Suite(.serialized) struct DenizrotaSyncTests {
    let emulator: SyncEmulator
    let directory: String

    init() throws {
        emulator = try SyncEmulator.shared.get()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func denizrota(_ arguments: [String], input: String = "", extra: [String: String] = [:]) throws -> ToolRun {
        try ToolRunner.run(
            "denizrota", arguments, standardInput: input,
            environment: emulator.environment(directory).merging(extra) { $1 }, timeLimit: 120)
    }

    /// A REST call as `uid` (unsigned token), through curl.
    func rest(_ method: String, _ path: String, uid: String, body: String = "") throws -> ToolRun {
        try ToolRunner.run(
            "/usr/bin/curl",
            [
                "-s", "-X", method, "\(emulator.documentsURL)\(path)", "-H",
                "Authorization: Bearer \(SyncEmulator.token(uid))",
                "-H", "Content-Type: application/json", "--data-binary", "@-", "--max-time", "60",
            ], standardInput: body, timeLimit: 90)
    }

    func json(_ run: ToolRun) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any] ?? [:]
    }

    func login(_ email: String, _ password: String) throws {
        let run = try denizrota(["sync", "login", "--email", email, "--password-stdin"], input: password + "\n")
        expectEqual(run.status, 0, "\(run.standardError)")
    }

    /// Seeds documents exactly as the web app's v8 SDK writes them (integerValue for safe integers).
    func seedWebData(uid: String) throws {
        let base = "projects/\(SyncEmulator.project)/databases/(default)/documents/users/\(uid)"
        let commit = """
            {"writes":[
             {"update":{"name":"\(base)","fields":{"email":{"stringValue":"\(uid)@example.com"},
               "settings":{"mapValue":{"fields":{"boatName":{"stringValue":"Poyraz"},"boatType":{"stringValue":"yelkenli"},
               "avgSpeed":{"integerValue":"12"},"fuelRate":{"doubleValue":2.5},"tankCapacity":{"integerValue":"200"},
               "fuelPrice":{"doubleValue":47.25}}}}}},
              "updateTransforms":[{"fieldPath":"createdAt","setToServerValue":"REQUEST_TIME"}]},
             {"update":{"name":"\(base)/routes/Xq3vK9webAutoId","fields":{"id":{"stringValue":"1738000000000"},
               "name":{"stringValue":"Bodrum–Kos"},"description":{"stringValue":"web"},
               "waypoints":{"arrayValue":{"values":[
                 {"mapValue":{"fields":{"lat":{"doubleValue":37.0316},"lng":{"doubleValue":27.4234}}}},
                 {"mapValue":{"fields":{"lat":{"doubleValue":36.8931},"lng":{"integerValue":"27"}}}}]}},
               "totalDistance":{"doubleValue":38.2},"waypointCount":{"integerValue":"2"}}},
              "updateTransforms":[{"fieldPath":"createdAt","setToServerValue":"REQUEST_TIME"}]},
             {"update":{"name":"\(base)/trips/1738003600000","fields":{"id":{"integerValue":"1738003600000"},
               "date":{"stringValue":"2025-01-27T18:00:00.000Z"},"duration":{"integerValue":"120000"},
               "distance":{"doubleValue":0.5},"avgSpeed":{"integerValue":"15"},"maxSpeed":{"doubleValue":18.5},
               "fuelUsed":{"doubleValue":0.5},"fuelCost":{"integerValue":"22"},
               "positions":{"arrayValue":{"values":[
                 {"mapValue":{"fields":{"lat":{"doubleValue":37.03},"lng":{"doubleValue":27.42},"timestamp":{"integerValue":"1738000800000"},"speed":{"integerValue":"0"}}}},
                 {"mapValue":{"fields":{"lat":{"doubleValue":37.031},"lng":{"doubleValue":27.425},"timestamp":{"integerValue":"1738000860000"},"speed":{"doubleValue":16.2}}}},
                 {"mapValue":{"fields":{"lat":{"doubleValue":37.032},"lng":{"doubleValue":27.43},"timestamp":{"integerValue":"1738000920000"},"speed":{"integerValue":"18"}}}}]}}}},
              "updateTransforms":[{"fieldPath":"createdAt","setToServerValue":"REQUEST_TIME"}]}]}
            """
        let run = try rest("POST", ":commit", uid: uid, body: commit)
        #expect(run.standardOutput.contains("commitTime"), "\(run.standardOutput)")
    }

    @Test func webDataComesDownAndASecondSyncWritesNothing() throws {
        try seedWebData(uid: "alice")
        try login("alice@example.com", "sea-salt")
        let first = try denizrota(["sync", "--lang", "en"])
        expectEqual(first.status, 0, "\(first.standardError)")
        #expect(
            first.standardOutput == """
                boat settings: updated here
                route Bodrum–Kos: downloaded
                trip 2025-01-27T18:00:00.000Z: downloaded
                3 changes, 0 documents written.

                """, "\(first.standardOutput)")
        let list = try denizrota(["route", "list"])
        expectEqual(list.standardOutput, "Bodrum–Kos\n")
        let boat =
            try JSONSerialization.jsonObject(with: Data(try denizrota(["boat", "show", "--json"]).standardOutput.utf8))
            as? [String: Any]
        expectEqual(boat?["type"] as? String, "sailboat")
        expectEqual(boat?["cruiseSpeedKnots"] as? Double, 12 / 1.852)
        let trips = try denizrota(["trip", "list", "--json"])
        #expect(trips.standardOutput.contains("2025-01-27"), "\(trips.standardOutput)")
        let second = try denizrota(["sync", "--lang", "en"])
        expectEqual(second.status, 0)
        expectEqual(second.standardOutput, "0 changes, 0 documents written.\n", "\(second.standardOutput)")
        // Sync leaves no folders of Foundation's URLSession behind (issue 28, Low 10: URLCache and bin, 0755).
        for folder in [".cache/org.swift.foundation.URLCache", ".local/share/bin"] {
            #expect(!FileManager.default.fileExists(atPath: "\(directory)/\(folder)"), "\(folder)")
        }
    }

    @Test func localDataGoesUpInWebShapeWithCreatedAt() throws {
        try login("bob@example.com", "north-wind")
        #expect(try denizrota(["route", "new", "Knidos"]).status == 0)
        #expect(try denizrota(["route", "add", "Knidos", "36.72", "27.69", "--name", "Datça"]).status == 0)
        #expect(try denizrota(["route", "add", "Knidos", "36.69", "27.37"]).status == 0)
        #expect(try denizrota(["boat", "set", "--type", "gulet", "--speed", "9"]).status == 0)
        try seedTrip(positions: 600)
        let dryRun = try denizrota(["sync", "--push", "--dry-run", "--json"])
        expectEqual(dryRun.status, 0, "\(dryRun.standardError)")
        let schemaErrors = try JSONSchemaCheck.errors(dryRun.standardOutput, schema: "denizrota-sync")
        #expect(schemaErrors.isEmpty, "\(schemaErrors)\n\(dryRun.standardOutput)")
        #expect(dryRun.standardOutput.contains("\"change\" : \"uploaded\""), "\(dryRun.standardOutput)")
        let run = try denizrota(["sync", "--push", "--lang", "en"])
        expectEqual(run.status, 0, "\(run.standardError)")
        let routes = try json(try rest("GET", "/users/bob/routes", uid: "bob"))
        let route = (routes["documents"] as? [[String: Any]])?.first?["fields"] as? [String: Any]
        expectEqual((route?["name"] as? [String: Any])?["stringValue"] as? String, "Knidos")
        #expect(route?["createdAt"] != nil)
        expectEqual((route?["waypointCount"] as? [String: Any])?["integerValue"] as? String, "2")
        let user = try json(try rest("GET", "/users/bob", uid: "bob"))
        let settings = ((user["fields"] as? [String: Any])?["settings"] as? [String: Any]).flatMap {
            ($0["mapValue"] as? [String: Any])?["fields"] as? [String: Any]
        }
        expectEqual((settings?["boatType"] as? [String: Any])?["stringValue"] as? String, "gulet")
        expectEqual((settings?["avgSpeed"] as? [String: Any])?["doubleValue"] as? Double, 9 * 1.852)
        let trips = try json(try rest("GET", "/users/bob/trips", uid: "bob"))
        let trip = (trips["documents"] as? [[String: Any]])?.first?["fields"] as? [String: Any]
        #expect(trip?["createdAt"] != nil)
        #expect(
            ((trip?["positions"] as? [String: Any])?["arrayValue"] as? [String: Any]).flatMap {
                ($0["values"] as? [Any])?.count
            } == 600)
        let again = try denizrota(["sync", "--lang", "en"])
        expectEqual(again.standardOutput, "0 changes, 0 documents written.\n", "\(again.standardOutput)")
    }

    @Test func rulesDenyAnotherUsersDataAndAuthFailuresAreClear() throws {
        try seedWebData(uid: "alice")
        let foreign = try rest("GET", "/users/alice/routes", uid: "mallory")
        #expect(foreign.standardOutput.contains("PERMISSION_DENIED"))
        try login("carol@example.com", "gulet-24")
        let path = "\(directory)/state/denizrota/sync-credentials.json"
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        expectEqual((attributes[.posixPermissions] as? Int), 0o600)
        let stored = try String(contentsOfFile: path, encoding: .utf8)
        try stored.replacingOccurrences(of: "\"userID\":\"carol\"", with: "\"userID\":\"alice\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        // A rewritten file takes the umask; a file others can read is refused (PrivacyKeyringTests).
        try FilePaths.setPermissions(path, 0o600)
        let denied = try denizrota(["sync", "--lang", "en"])
        expectEqual(denied.status, 65)
        #expect(denied.standardError.contains("refused access to users/alice"), "\(denied.standardError)")
        let wrong = try denizrota(
            ["sync", "login", "--email", "carol@example.com", "--password-stdin", "--lang", "tr"], input: "nope\n")
        expectEqual(wrong.status, 65)
        #expect(wrong.standardError.contains("e-posta veya parola yanlış"), "\(wrong.standardError)")
        try stored.replacingOccurrences(of: "refresh-carol", with: "expired-carol").write(
            toFile: path, atomically: true, encoding: .utf8)
        try FilePaths.setPermissions(path, 0o600)
        let expired = try denizrota(["sync", "--lang", "de"])
        expectEqual(expired.status, 65)
        #expect(expired.standardError.contains("abgelaufen"), "\(expired.standardError)")
        try stored.write(toFile: path, atomically: true, encoding: .utf8)
        try FilePaths.setPermissions(path, 0o600)
        let offline = try denizrota(["sync", "--lang", "en"], extra: ["FIRESTORE_EMULATOR_HOST": "127.0.0.1:9"])
        expectEqual(offline.status, 69)
        #expect(offline.standardError.contains("Cannot reach the cloud"), "\(offline.standardError)")
        // The emulator lists a collection that does not exist as {} with 200; a host that answers 404 (here the
        // Auth stand-in, which is not Firestore) is an error, never an empty cloud (issue 28 item 4).
        let missing = try rest("GET", "/users/carol/no-such-collection", uid: "carol")
        #expect(missing.standardOutput.filter { !$0.isWhitespace } == "{}", "\(missing.standardOutput)")
        let notFirestore = try denizrota(
            ["sync", "--lang", "en"], extra: ["FIRESTORE_EMULATOR_HOST": "127.0.0.1:\(emulator.authPort)"])
        expectEqual(notFirestore.status, 69)
        #expect(notFirestore.standardError.contains("answered 404"), "\(notFirestore.standardError)")
    }

    /// A field changed on both sides is held and reported until `--ours`/`--theirs` settles it; other fields
    /// merge; a rename with `route set --rename` updates the same document (issue 29 part 6).
    @Test func aFieldChangedOnBothSidesIsHeldUntilChosenAndARenameKeepsTheDocument() throws {
        try seedWebData(uid: "erin")
        try login("erin@example.com", "second-boat")
        #expect(try denizrota(["sync"]).status == 0)
        // The web renames the route and changes the boat's fuel rate; here the fuel rate and speed change too.
        let base = "projects/\(SyncEmulator.project)/databases/(default)/documents/users/erin"
        let web = """
            {"writes":[{"update":{"name":"\(base)/routes/Xq3vK9webAutoId","fields":{"name":{"stringValue":"Bodrum–İstanköy"}}},
              "updateMask":{"fieldPaths":["name"]}},
             {"update":{"name":"\(base)","fields":{"settings":{"mapValue":{"fields":{"fuelRate":{"integerValue":"4"},"boatName":{"stringValue":"Poyraz II"}}}}}},
              "updateMask":{"fieldPaths":["settings.fuelRate","settings.boatName"]}}]}
            """
        #expect(try rest("POST", ":commit", uid: "erin", body: web).standardOutput.contains("commitTime"))
        #expect(try denizrota(["boat", "set", "--fuel-rate", "3", "--speed", "7"]).status == 0)
        let run = try denizrota(["sync", "--lang", "en"])
        expectEqual(run.status, 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("route Bodrum–İstanköy: updated here"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("changed on both sides, not synced: fuelRate"), "\(run.standardOutput)")
        let boat = try denizrota(["boat", "show", "--lang", "en"]).standardOutput
        let shown = boat.replacingOccurrences(of: "\u{A0}", with: " ")  // numbers and units are joined by NBSP
        #expect(shown.hasPrefix("name: Poyraz II\n") && shown.contains("fuel: 3 L/h"), "\(boat)")
        #expect(shown.contains("tank: 200 L, range on a full tank 66 h 40 min, 467 nm at cruise speed"), "\(boat)")
        let rename = try denizrota(["route", "set", "Bodrum–İstanköy", "--rename", "Bodrum–İstanköy L"])
        expectEqual(rename.status, 0, "\(rename.standardError)")
        let ours = try denizrota(["sync", "--ours", "--lang", "en"])
        #expect(ours.standardOutput.contains("route Bodrum–İstanköy L: updated in the cloud"), "\(ours.standardOutput)")
        #expect(ours.standardOutput.contains("this computer's value kept: fuelRate"), "\(ours.standardOutput)")
        let routes = try json(try rest("GET", "/users/erin/routes", uid: "erin"))
        let documents = routes["documents"] as? [[String: Any]]
        #expect(documents?.count == 1)  // renamed, not duplicated
        let name = (documents?.first?["fields"] as? [String: Any])?["name"] as? [String: Any]
        expectEqual(name?["stringValue"] as? String, "Bodrum–İstanköy L")
        let user = try json(try rest("GET", "/users/erin", uid: "erin"))
        let settings = ((user["fields"] as? [String: Any])?["settings"] as? [String: Any]).flatMap {
            ($0["mapValue"] as? [String: Any])?["fields"] as? [String: Any]
        }
        expectEqual((settings?["fuelRate"] as? [String: Any])?["integerValue"] as? String, "3")
        expectEqual((settings?["boatName"] as? [String: Any])?["stringValue"] as? String, "Poyraz II")
        expectEqual((settings?["tankCapacity"] as? [String: Any])?["integerValue"] as? String, "200")
        let again = try denizrota(["sync", "--lang", "en"])
        expectEqual(again.standardOutput, "0 changes, 0 documents written.\n", "\(again.standardOutput)")
        // The name and tank cleared here are deleted from the web app's settings, the rest kept.
        #expect(try denizrota(["boat", "set", "--name", "", "--tank", "0"]).status == 0)
        #expect(try denizrota(["sync"]).status == 0)
        let cleared = try json(try rest("GET", "/users/erin", uid: "erin"))
        let left = ((cleared["fields"] as? [String: Any])?["settings"] as? [String: Any]).flatMap {
            ($0["mapValue"] as? [String: Any])?["fields"] as? [String: Any]
        }
        #expect(left?["boatName"] == nil && left?["tankCapacity"] == nil, "\(String(describing: left))")
        expectEqual((left?["fuelRate"] as? [String: Any])?["integerValue"] as? String, "3")
    }

    @Test func aDayLongTripRoundTripsExactly() throws {
        try login("dave@example.com", "long-haul")
        let positions = try seedTrip(positions: 86_400)
        let up = try denizrota(["sync", "--push", "--lang", "en"])
        expectEqual(up.status, 0, "\(up.standardError)")
        let parent = try json(
            try rest(
                "GET", "/users/dave/trips/\(1_790_000_000_000)?mask.fieldPaths=pointCount&mask.fieldPaths=chunkCount",
                uid: "dave"))
        let fields = parent["fields"] as? [String: Any]
        expectEqual((fields?["pointCount"] as? [String: Any])?["integerValue"] as? String, "86400")
        expectEqual((fields?["chunkCount"] as? [String: Any])?["integerValue"] as? String, "18")
        let other = directory + "/second"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        var environment = emulator.environment(other)
        environment["LANG"] = "C"
        let login = try ToolRunner.run(
            "denizrota", ["sync", "login", "--email", "dave@example.com", "--password-stdin"],
            standardInput: "long-haul\n",
            environment: environment)
        expectEqual(login.status, 0)
        let down = try ToolRunner.run("denizrota", ["sync", "--pull"], environment: environment, timeLimit: 120)
        expectEqual(down.status, 0, "\(down.standardError)")
        let database = try MarineDatabase.open(path: "\(other)/denizrota.sqlite")
        let store = MarineDatabase.trips(in: database)
        let pulled = try store.positions(ofTrip: try #require(try store.trips().first).id)
        expectEqual(pulled, positions)
    }

    /// A dry run changes nothing; deletes on either side are applied on the next sync; status counts links.
    @Test func dryRunThenDeletesBothWays() throws {
        try seedWebData(uid: "gina")
        try login("gina@example.com", "fore-deck")
        let dry = try denizrota(["sync", "--dry-run", "--lang", "en"])
        expectEqual(dry.status, 0, "\(dry.standardError)")
        #expect(dry.standardOutput.contains("route Bodrum–Kos: downloaded"))
        #expect(dry.standardOutput.hasSuffix("Dry run: 3 changes would be made; nothing was written (0).\n"))
        #expect(try denizrota(["route", "list"]).standardOutput.isEmpty)
        #expect(try denizrota(["sync"]).status == 0)
        #expect(try denizrota(["route", "new", "Gökova"]).status == 0)
        #expect(try denizrota(["sync", "--push"]).status == 0)
        let status = try denizrota(["sync", "status", "--lang", "en"])
        #expect(
            status.standardOutput
                == "Signed in as gina@example.com (project demo-denizrota).\nLinked: 2 routes, 1 trip; finished trips not yet in the cloud: 0.\n",
            "\(status.standardOutput)")
        #expect(try rest("DELETE", "/users/gina/routes/Xq3vK9webAutoId", uid: "gina").status == 0)
        #expect(try rest("DELETE", "/users/gina/trips/1738003600000", uid: "gina").status == 0)
        #expect(try denizrota(["route", "rm", "Gökova"]).status == 0)
        let run = try denizrota(["sync", "--lang", "en"])
        #expect(
            run.standardOutput
                == "route Bodrum–Kos: deleted here (deleted in the cloud)\nroute Gökova: deleted in the cloud\n"
                + "trip 1: deleted in the cloud, kept here ('denizrota trip delete 1' deletes it here too)\n"
                + "3 changes, 1 document written.\n",
            "\(run.standardOutput)")
        #expect(try denizrota(["route", "list"]).standardOutput.isEmpty)
        #expect(try denizrota(["trip", "delete", "1"]).status == 0)  // the web's deletion followed here: gone for good
        #expect(try denizrota(["sync", "--lang", "en"]).standardOutput == "0 changes, 0 documents written.\n")
        let routes = try json(try rest("GET", "/users/gina/routes", uid: "gina"))
        #expect(routes["documents"] == nil)
        #expect(try denizrota(["sync", "logout"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/state/denizrota/sync-credentials.json"))
    }

    /// `denizrotad --record --sync`: the trip finished at the end of a replay is queued and pushed by a
    /// `denizrota sync --push` child.
    @Test func theDaemonPushesAFinishedTrip() throws {
        try login("frank@example.com", "bow-line")
        let passage = NMEAPassage(seconds: 120)
        let log = "\(directory)/passage.nmea"
        try passage.text.write(toFile: log, atomically: true, encoding: .utf8)
        let run = try ToolRunner.run(
            "denizrotad", ["--source", log, "--record", "--sync"],
            environment: emulator.environment(directory), timeLimit: 60)
        expectEqual(run.status, 0, "\(run.standardError)")
        var documents: [Any] = []
        for _ in 0..<300 where documents.isEmpty {
            documents = (try json(try rest("GET", "/users/frank/trips", uid: "frank"))["documents"] as? [Any]) ?? []
            if documents.isEmpty { Thread.sleep(forTimeInterval: 0.1) }
        }
        let fields = (documents.first as? [String: Any])?["fields"] as? [String: Any]
        expectEqual((fields?["pointCount"] as? [String: Any])?["integerValue"] as? String, String(passage.fixes.count))
        #expect(fields?["createdAt"] != nil)
    }

    /// Stores a finished 1 Hz trip of `count` positions starting at 1,790,000,000 s in this test's database.
    @discardableResult
    func seedTrip(positions count: Int) throws -> [PositionFix] {
        let database = try MarineDatabase.open(path: "\(directory)/denizrota.sqlite")
        let store = MarineDatabase.trips(in: database)
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let id = try store.beginTrip(startedAt: start)
        let fixes = (0..<count).map { second -> PositionFix in
            let time = Double(second)
            let latitude: Double = 36.5 + time * 1.1e-5
            let longitude: Double = 27.1 + sin(time / 900) * 0.01
            let speed: Double = 2.5 + Double(second % 97) / 31
            let accuracy: Double? = second % 3 == 0 ? nil : 4.2
            return PositionFix(
                time: start.addingTimeInterval(time), latitude: latitude, longitude: longitude, speedOverGround: speed,
                courseOverGround: Double(second % 360), horizontalAccuracy: accuracy)
        }
        for batch in stride(from: 0, to: count, by: 5_000) {
            try store.append(Array(fixes[batch..<min(count, batch + 5_000)]), toTrip: id)
        }
        var figures = TripStatistics(startedAt: start)
        figures.endedAt = start.addingTimeInterval(Double(count))
        figures.positionCount = count
        figures.distanceMeters = Double(count) * 1.3
        figures.movingTime = Double(count)
        figures.maximumSpeed = 5.6
        try store.endTrip(id, endedAt: figures.endedAt, statistics: figures)
        return try store.positions(ofTrip: id)
    }

    /// On a terminal `sync login` asks for the password with echo off: `Tests/Fixtures/answer-prompt.py` gives the
    /// tool a terminal and types the password once the prompt is shown and echo is off; it must not come back on
    /// the screen.
    @Test func loginOnATerminalPromptsWithoutEcho() throws {
        let binary = try ToolRunner.binary(named: "denizrota").path
        let answerer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/answer-prompt.py").path
        let run = try ToolRunner.run(
            "/usr/bin/python3",
            [
                answerer, "Password: ", "sea-salt", binary, "sync", "login", "--email", "alice@example.com", "--lang",
                "en",
            ],
            environment: emulator.environment(directory).merging(["NO_COLOR": "1"]) { $1 }, timeLimit: 120)
        expectEqual(run.status, 0, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("Password: "))
        #expect(run.standardOutput.contains("Signed in as alice@example.com"))
        #expect(!run.standardOutput.contains("sea-salt"), "the password was echoed: \(run.standardOutput)")
        #expect(try denizrota(["sync", "status"]).status == 0)
    }
}
