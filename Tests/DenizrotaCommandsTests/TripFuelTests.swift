import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import MarineStorage
import Storage
import Testing

/// `denizrota trip show` with fuel from the boat settings, and the one database both tools open.
@Suite("trip fuel and the shared database")
struct TripFuelTests {
    static let start = Date(timeIntervalSince1970: 1_780_315_200)

    /// Stores a finished trip of 1.5 moving hours (and optionally a boat) in the harness database.
    static func storeTrip(in harness: ToolHarness, figures: TripStatistics? = nil, boat: BoatSettings?) throws {
        let database = try MarineDatabase.open(path: harness.databasePath)
        let trips = MarineDatabase.trips(in: database)
        let id = try trips.beginTrip(startedAt: start)
        var statistics = TripStatistics(startedAt: start)
        statistics.endedAt = start.addingTimeInterval(7200)
        statistics.movingTime = 5400
        statistics.distanceMeters = 25_000
        try trips.endTrip(id, endedAt: statistics.endedAt, statistics: figures ?? statistics)
        if let boat { try MarineDatabase.stores(in: database).boat.saveBoatSettings(boat) }
    }

    /// `trip export --format svg`: the chart with the trip's figures in the caption, its start and end in words.
    @Test func tripChartExport() async throws {
        let harness = ToolHarness.denizrota()
        let database = try MarineDatabase.open(path: harness.databasePath)
        let trips = MarineDatabase.trips(in: database)
        let id = try trips.beginTrip(startedAt: Self.start)
        let fixes = (0..<600).map { second in
            PositionFix(
                time: Self.start.addingTimeInterval(Double(second)), latitude: 36.9 + Double(second) * 0.00003,
                longitude: 27.3, speedOverGround: 6 * PositionFix.metersPerSecondPerKnot)
        }
        try trips.append(fixes, toTrip: id)
        try trips.endTrip(
            id, endedAt: Self.start.addingTimeInterval(599), statistics: TripStatistics(startedAt: Self.start))
        let run = await harness.run(["trip", "export", "1", "--format", "svg"])
        expectEqual(run.status, 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(">Trip 1 — 2026-06-01 12:00 UTC</text>"))
        #expect(run.standardOutput.contains(">start 2026-06-01 12:00 UTC</text>"))
        #expect(run.standardOutput.contains(">end 2026-06-01 12:10 UTC</text>"))
        #expect(
            run.standardOutput.contains(">speed over ground</text>")
                && run.standardOutput.contains(">6–8\u{00A0}kn</text>"))
        // The coastline's credit in the chart's language, not English in every one.
        #expect(run.standardOutput.contains(">coastline: GSHHG 2.3.7 full resolution (Wessel &amp; Smith, LGPL-3.0)<"))
        let turkish = await harness.run(["trip", "export", "1", "--format", "svg", "--lang", "tr"])
        #expect(turkish.standardOutput.contains(">kıyı çizgisi: GSHHG 2.3.7 tam çözünürlük (Wessel &amp; Smith"))
    }

    /// 12.345 L/h at 47.89 TRY/L.
    static var thirstyBoat: BoatSettings {
        var boat = BoatSettings.defaults
        boat.fuelRateLitersPerHour = 12.345
        boat.fuelPricePerLiter = Decimal(string: "47.89") ?? 0
        return boat
    }

    /// `trip list --json` is MarineKit's `TripDocument` (the daemon's `/api/v1/trips` encodes the same type).
    @Test func tripListIsTheLibraryDocument() async throws {
        let harness = ToolHarness.denizrota()
        try Self.storeTrip(in: harness, boat: Self.thirstyBoat)
        let stored = try MarineDatabase.trips(in: try MarineDatabase.open(path: harness.databasePath)).trips()
        let list = await harness.run(["trip", "list", "--json"])
        expectEqual(list.standardOutput, try JSONText.text(["trips": stored.map { TripDocument($0) }]))
    }

    @Test("trip show: fuel from the boat's L/h over the moving time, cost rounded to the kuruş at the end")
    func fuelFromBoatSettings() async throws {
        let harness = ToolHarness.denizrota()
        try Self.storeTrip(in: harness, boat: Self.thirstyBoat)
        let text = await harness.run(["trip", "show", "1"])
        expectEqual(text.status, 0, "\(text.standardError)")
        // 12.345 L/h × 1.5 h = 18.5175 L (shown 18.518 L); 18.5175 × 47.89 = 886.803075 → ₺886.80.
        #expect(text.standardOutput.contains("fuel 18.518\u{00A0}L, cost ₺886.80"), "\(text.standardOutput)")
        let turkish = await harness.run(["trip", "show", "1", "--lang", "tr"])
        #expect(turkish.standardOutput.contains("yakıt 18,518\u{00A0}L, tutar ₺886,80"), "\(turkish.standardOutput)")
        let json = await harness.run(["trip", "show", "1", "--json"])
        let detail = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let statistics = try #require((detail["trip"] as? [String: Any])?["statistics"] as? [String: Any])
        expectEqual(statistics["fuelLiters"] as? Double, 18.518)
        #expect(statistics["fuelCost"] as? String == "886.80" && statistics["currency"] as? String == "TRY")
    }

    @Test("trip show: without a stored boat the defaults (15 L/h, 45 TRY/L); stored fuel figures win")
    func defaultsAndStoredFigures() async throws {
        let harness = ToolHarness.denizrota()
        try Self.storeTrip(in: harness, boat: nil)
        let defaults = await harness.run(["trip", "show", "1"])
        #expect(defaults.standardOutput.contains("fuel 22.5\u{00A0}L, cost ₺1,012.50"), "\(defaults.standardOutput)")
        var recorded = TripStatistics(startedAt: Self.start)
        recorded.movingTime = 5400
        recorded = recorded.withFuel(FuelProfile(boat: Self.thirstyBoat))
        let other = ToolHarness.denizrota()
        try Self.storeTrip(in: other, figures: recorded, boat: .defaults)
        let stored = await other.run(["trip", "show", "1"])
        #expect(stored.standardOutput.contains("fuel 18.518\u{00A0}L, cost ₺886.80"), "\(stored.standardOutput)")
    }

    @Test("one opener for both tools: same path rule, trips and routes on one file, durability per connection")
    func sharedDatabase() throws {
        let variables = ["HOME": "/home/skipper"]
        #expect(
            MarineDatabase.path(option: nil, environment: variables)
                == "/home/skipper/.local/share/denizrota/denizrota.sqlite")
        expectEqual(MarineDatabase.path(option: nil, environment: [:]), "/tmp/.local/share/denizrota/denizrota.sqlite")
        let harness = ToolHarness.denizrota()
        let daemon = try MarineDatabase.open(path: harness.databasePath, durability: .full)
        let cli = try MarineDatabase.open(path: harness.databasePath)
        #expect(try Self.pragma("synchronous", daemon) == 2)  // FULL
        #expect(try Self.pragma("synchronous", cli) == 1)  // NORMAL
        let id = try MarineDatabase.trips(in: daemon).beginTrip(startedAt: Self.start)
        try MarineDatabase.stores(in: cli).routes.saveRoute(try Route(name: "Knidos"))
        #expect(try MarineDatabase.trips(in: cli).trips().map(\.id) == [id])
        #expect(try MarineDatabase.stores(in: daemon).routes.routeNames() == ["Knidos"])
        #expect(
            try daemon.read { session throws(StorageError) in try session.query("PRAGMA journal_mode") }
                .first?.value(at: 0, as: String.self) == "wal")
    }

    private static func pragma(_ name: String, _ database: SQLiteDatabase) throws -> Int {
        let rows = try database.read { session throws(StorageError) in try session.query("PRAGMA \(name)") }
        return try rows.first?.value(at: 0, as: Int.self) ?? -1
    }
}
