import Foundation
import MarineKit
import MarineStorage
import Storage

/// What `denizrota data export` puts in its archive, under `denizrota-export/`:
/// `README.txt`; `routes.gpx` (every route of two waypoints or more, GPX 1.1) and `routes.json` (every route); `boat.json`; `settings.json` (every key of
/// the tool's settings namespace — boat, alert limits, coastline choice — as stored); `trips.json` (records and
/// statistics) and, per trip, `trips/trip-ID.gpx` and `trips/trip-ID.geojson` with every recorded position.
struct DataExport {
    /// The open database.
    let database: SQLiteDatabase
    /// The archive's file times.
    let now: Date
    /// The localized `README.txt`.
    let readme: String

    /// The archive.
    func archive() throws -> TarArchive {
        let stores = MarineDatabase.stores(in: database)
        var archive = TarArchive()
        archive.add("denizrota-export/README.txt", text: readme, modified: now)
        let routes = try stores.routes.routeNames().compactMap { try stores.routes.route(named: $0) }
        // GPX's writer holds a route to one leg at least (GPXWriter): a route of 0 or 1 waypoints, the state
        // `route new` leaves, goes in routes.json only, and README.txt says so.
        let legged = routes.filter { $0.waypoints.count >= 2 }
        archive.add("denizrota-export/routes.gpx", try Self.gpx(GPXDocument(routes: legged)), modified: now)
        archive.add("denizrota-export/routes.json", try Self.json(routes), modified: now)
        archive.add("denizrota-export/boat.json", try Self.json(try stores.boat.loadBoatSettings()), modified: now)
        archive.add("denizrota-export/settings.json", try Self.json(try settings()), modified: now)
        try addTrips(to: &archive)
        return archive
    }

    private func settings() throws -> [String: ExportedJSON] {
        let store = SQLiteSettingsStore(database: database, namespace: StoredBoatSettings.namespace)
        var values: [String: ExportedJSON] = [:]
        for key in try store.keys() { values[key] = try store.value(forKey: key, as: ExportedJSON.self) }
        return values
    }

    private func addTrips(to archive: inout TarArchive) throws {
        let trips = MarineDatabase.trips(in: database)
        let records = try trips.trips()
        archive.add("denizrota-export/trips.json", try Self.json(records), modified: now)
        for record in records {
            let positions = try trips.positions(ofTrip: record.id)
            let points = positions.map {
                GPXTrack.Point(coordinate: GeoCoordinate(latitude: $0.latitude, longitude: $0.longitude), time: $0.time)
            }
            let gpx = GPXDocument(tracks: [GPXTrack(name: "Trip \(record.id)", segments: [points])])
            archive.add("denizrota-export/trips/trip-\(record.id).gpx", try Self.gpx(gpx), modified: now)
            let feature = TrackGeoJSON.feature(tripID: record.id, positions: positions, statistics: record.statistics)
            archive.add("denizrota-export/trips/trip-\(record.id).geojson", text: feature + "\n", modified: now)
        }
    }

    /// The GPX file's bytes, written by `route export`'s streamed writer (`GPXWriter.write(_:to:)`, 64 KiB
    /// pieces) straight into the archive entry: the text is never held a second time as one `String`.
    static func gpx(_ document: GPXDocument) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try GPXWriter().write(document) { piece in bytes.append(contentsOf: piece.utf8) }
        return bytes
    }

    /// Pretty, key-sorted JSON with ISO 8601 dates and a final newline.
    static func json<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return Array(try encoder.encode(value)) + [0x0A]
    }
}
