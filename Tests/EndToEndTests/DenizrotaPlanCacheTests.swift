import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import MarineStorage
import Storage
import Testing

/// The forecast cache of `denizrota plan` seen from outside: the built binary against the fake Open-Meteo server,
/// first filling the cache, then with the API failing (HTTP 500).
@Suite(.serialized) struct DenizrotaPlanCacheTests {
    /// Moves every cached answer's fetch time `hours` into the past, through the tool's own cache adapter.
    static func ageCache(databasePath: String, hours: Double) throws {
        let settings = SQLiteSettingsStore(
            database: try MarineDatabase.open(path: databasePath), namespace: StoredForecastCache.namespace)
        let cache = StoredForecastCache(settings: settings)
        let keys = try settings.keys().filter { !$0.hasPrefix(StoredForecastCache.fetchedPrefix) }
        expectEqual(keys.count, 2, "one entry per API for the whole route: \(keys)")
        for key in keys {
            var entry = try #require(try cache.answer(forKey: key))
            entry.fetchedAt -= hours * 3600
            try cache.store([key: entry])
        }
    }

    /// A fresh database and a `switch-TOKEN` scenario: the server answers like `ok` until ``fail(_:)``.
    static func switchable() throws -> (environment: [String: String], token: String) {
        let token = UUID().uuidString
        return (try DenizrotaPlanTests.environment(scenario: "switch-\(token)"), token)
    }

    /// Makes the same endpoints answer HTTP 500 from now on (the cache key holds the endpoint, so the fallback
    /// must come from the same server), and the messages Turkish.
    static func failing(_ filled: [String: String], token: String) throws -> [String: String] {
        let server = try DenizrotaPlanTests.server.get()
        let switched = try ToolRunner.run("/usr/bin/curl", ["-s", server.url("/__fail/\(token)").absoluteString])
        expectEqual(switched.status, 0)
        var environment = filled
        environment["LANG"] = "tr_TR.UTF-8"
        return environment
    }

    /// The environment of a fresh database with both endpoints answering HTTP 500, messages in Turkish.
    static func failing(_ filled: [String: String]) throws -> [String: String] {
        let server = try DenizrotaPlanTests.server.get()
        var environment = filled
        environment["DENIZROTA_WEATHER_URL"] = server.baseURL(scenario: "error500", api: "forecast").absoluteString
        environment["DENIZROTA_MARINE_URL"] = server.baseURL(scenario: "error500", api: "marine").absoluteString
        environment["LANG"] = "tr_TR.UTF-8"
        return environment
    }

    @Test func failingAPIFallsBackToACacheTwoHoursOldWithAStaleWarning() throws {
        let (environment, token) = try Self.switchable()
        let filled = try ToolRunner.run("denizrota", ["plan", "gokova"], environment: environment)
        #expect(filled.status == 0 && filled.standardError.isEmpty, "\(filled.standardError)")
        try Self.ageCache(databasePath: try #require(environment["DENIZROTA_DB"]), hours: 2)

        let run = try ToolRunner.run(
            "denizrota", ["plan", "gokova"], environment: try Self.failing(environment, token: token))
        expectEqual(run.status, 0, "\(run.standardError)")
        let warning =
            "denizrota: uyarı: eski veri: 2\u{00A0}sa önce önbelleğe alınmış tahmin kullanılıyor, çünkü "
            + "Open-Meteo HTTP 500 durum koduyla yanıt verdi"
        let lines = run.standardError.split(separator: "\n").map(String.init)
        expectEqual(lines, [warning, warning], "one warning per API: \(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Seyir planı \"gokova\", kalkış "))
        #expect(run.standardOutput.contains("en kötü: yeşil"))
    }

    @Test func failingAPIWithACacheOlderThanTwelveHoursExits69() throws {
        let (environment, token) = try Self.switchable()
        #expect(try ToolRunner.run("denizrota", ["plan", "gokova"], environment: environment).status == 0)
        try Self.ageCache(databasePath: try #require(environment["DENIZROTA_DB"]), hours: 12.5)
        let run = try ToolRunner.run(
            "denizrota", ["plan", "gokova"], environment: try Self.failing(environment, token: token))
        expectEqual(run.status, 69)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError
                == "denizrota: hata: Open-Meteo HTTP 500 durum koduyla yanıt verdi; yerine kullanılabilecek 12 saatten "
                + "yeni önbellekte tahmin yok\n")
    }

    @Test func failingAPIWithNothingCachedNamesTheCauseAndExits69() throws {
        let environment = try Self.failing(try DenizrotaPlanTests.environment(scenario: "ok"))
        let run = try ToolRunner.run("denizrota", ["plan", "gokova"], environment: environment)
        expectEqual(run.status, 69)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("Open-Meteo HTTP 500 durum koduyla yanıt verdi"))
        #expect(run.standardError.contains("yerine kullanılabilecek 12 saatten yeni önbellekte tahmin yok"))
    }
}
