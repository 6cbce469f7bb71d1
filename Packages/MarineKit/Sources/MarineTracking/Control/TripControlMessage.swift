/// A request on the daemon's control socket: one JSON object per line (`denizrota trip …`, `anchor …`,
/// `dashboard …`).
package struct TripControlRequest: Sendable, Equatable, Codable {
    /// The command: `trip.start`, `trip.stop`, `trip.status`, `anchor.set`, `anchor.clear`, `alert.ack`,
    /// `dashboard.pair`, `dashboard.devices`, `dashboard.revoke`.
    public var command: String
    /// Anchor radius in metres for `anchor.set`.
    public var radiusMeters: Double?
    /// For `anchor.set`: the anchor's latitude in degrees (WGS84, −90…90) when it is not at the boat (a
    /// dashboard's dragged anchor); given with ``longitude`` or not at all.
    public var latitude: Double?
    /// For `anchor.set`: the anchor's longitude in degrees (WGS84, −180…180), with ``latitude``.
    public var longitude: Double?
    /// For `alert.ack`: the alarm to acknowledge (a raw value of MarineKit's `AlertKind` such as `anchorAlarm`); nil
    /// for all.
    public var alarm: String?
    /// For `dashboard.pair`: the scope of the code, `view` (the default) or `control`.
    public var scope: String?
    /// For `dashboard.revoke`: the paired device's name.
    public var device: String?

    /// Creates a request.
    public init(command: String, radiusMeters: Double? = nil) {
        self.command = command
        self.radiusMeters = radiusMeters
    }
}

/// The daemon's answer: one JSON object on one line, its members named as in the JSON vocabulary (Docs/json.md:
/// units in the names).
package struct TripControlResponse: Sendable, Equatable, Codable {
    /// Whether the command was carried out.
    public var ok: Bool
    /// A machine-readable reason when `ok` is false (`unknownCommand`, `noFix`, `storageFailed`, …).
    public var error: String?
    /// Whether a trip is being recorded.
    public var recording: Bool
    /// The running (or just stopped) trip's identifier.
    public var tripID: Int64?
    /// The trip's figures so far.
    public var statistics: TripControlStatistics?
    /// The anchor watch radius in metres when set.
    public var anchorRadiusMeters: Double?
    /// Whether the anchor alarm is sounding.
    public var anchorAlarming: Bool?
    /// The source description, such as `gpsd://127.0.0.1:2947`.
    public var source: String?
    /// The database the daemon records into (as given to it), so `data erase` can refuse to delete it.
    public var databasePath: String?
    /// Fixes accepted since start.
    public var fixesAccepted: Int?
    /// Fixes dropped by the filter since start.
    public var fixesRejected: Int?
    /// Positions of the running trip received but not yet written to the database: the daemon writes them in
    /// batches (every 2 s) and keeps them in memory while the database refuses a write, so 0 means everything
    /// received so far is stored.
    public var positionsUnstored: Int?
    /// The active alarms (MarineKit's `AlarmBoard`), by kind (`anchorAlarm`, `gpsLost`, `deviation`, `weather`), in
    /// the order they were raised; acknowledged ones included.
    public var activeAlarms: [String]?
    /// For `alert.ack`: the alarms acknowledged by this request.
    public var acknowledgedAlarms: [String]?
    /// For `dashboard.pair`: the new one-time code.
    public var pairing: TripControlPairing?
    /// For `dashboard.pair`, `dashboard.devices` and `dashboard.revoke`: the paired devices, oldest first.
    public var devices: [TripControlDevice]?

    /// Creates a response.
    public init(ok: Bool, error: String? = nil, recording: Bool = false) {
        self.ok = ok
        self.error = error
        self.recording = recording
    }
}
