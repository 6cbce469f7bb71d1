import CLIKit
import Foundation
import MarineKit

/// The recorder daemon's state for `trip start|stop|status`, `anchor set|clear` and `alert ack` with
/// `--json`.
///
/// Docs/json.md §Trips. While recording there is a `tripID` and `startedAt` but no `endedAt`; a refused request
/// is a JSON error instead.
struct TripStateJSON: JSONDocument {
    let recording: Bool
    let tripID: Int64?
    let startedAt: Date?
    let statistics: TripStatisticsDocument?
    let anchorRadiusMeters: Double?
    let anchorAlarming: Bool?
    let source: String?
    let fixesAccepted: Int?
    let fixesRejected: Int?
    /// Positions received and not yet written to the database (written every 2 s; kept while writes fail).
    let positionsUnstored: Int?
    /// The active alarms by kind (`anchorAlarm`, `gpsLost`, `deviation`, `weather`), acknowledged ones included.
    let activeAlarms: [String]?
    /// `alert ack`: the alarms acknowledged by this request.
    let acknowledgedAlarms: [String]?

    init(_ response: TripControlResponse) {
        recording = response.recording
        tripID = response.tripID
        startedAt = response.recording ? response.statistics?.startedAt : nil
        statistics = response.statistics.map(TripStatisticsDocument.init)
        anchorRadiusMeters = response.anchorRadiusMeters
        anchorAlarming = response.anchorAlarming
        source = response.source
        fixesAccepted = response.fixesAccepted
        fixesRejected = response.fixesRejected
        positionsUnstored = response.positionsUnstored
        activeAlarms = response.activeAlarms
        acknowledgedAlarms = response.acknowledgedAlarms
    }
}
