import CLIKit
import Foundation
import MarineKit

/// The boat now: `GET /api/v1/state` and the event stream's `state` events.
///
/// Docs/denizrotad-api.md, Docs/schemas/denizrotad-state.schema.json; members without a value are absent.
struct LiveState: JSONDocument, Equatable {
    /// The position source and how its fixes fare.
    struct GPS: Encodable, Equatable {
        /// The source as given (`gpsd://127.0.0.1:2947`, a file).
        let source: String
        /// `waiting` (no fix yet), `ok`, or `lost` (no fix for the GPS-loss timeout).
        let status: String
        /// Fixes accepted and refused by the filter since the start.
        let fixesAccepted: Int
        let fixesRejected: Int
    }

    /// The last accepted fix, as the receiver reported it.
    struct Position: Encodable, Equatable {
        let latitude: Double
        let longitude: Double
        /// The fix's own time (a replay's recorded time).
        let time: Date
        /// Seconds since the daemon received it (wall clock): how old the shown values are.
        let ageSeconds: Double
        /// Whether the values are too old to be shown as current (older than ``LiveState/staleAfterSeconds``).
        let stale: Bool
        let speedKnots: Double?
        let courseTrueDegrees: Double?
        /// The receiver's horizontal error estimate (95 %), in metres.
        let horizontalAccuracyMeters: Double?
        /// How the receiver computed the fix (MarineKit's `FixQuality`: `gps`, `differential`, `rtk`,
        /// `floatRTK`, `estimated` dead reckoning, …), when it says.
        var fixQuality: String? = nil
        /// `2d` or `3d` (gpsd's mode), when known.
        var fixMode: String? = nil
        /// The magnetic declination (variation) at the fix's position and time, degrees east positive, to 0.01°
        /// (``declination(latitude:longitude:time:)``): magnetic = true − declination.
        var declinationDegrees: Double? = nil

        /// The World Magnetic Model 2025's declination (NOAA NCEI / BGS; MarineKit's `MagneticModel.wmm2025`, the
        /// model of `denizrota magvar`) at sea level, degrees east positive, rounded to 0.01° as the model's own
        /// test values are printed; nil where it is undefined (the geographic poles).
        static func declination(latitude: Double, longitude: Double, time: Date) -> Double? {
            let degrees = MagneticModel.wmm2025.declination(
                at: GeoCoordinate(latitude: latitude, longitude: longitude), on: time)
            return degrees.isFinite ? (degrees * 100).rounded() / 100 : nil
        }
    }

    /// The trip being recorded.
    struct Trip: Encodable, Equatable {
        let recording: Bool
        let tripID: Int64?
        let startedAt: Date?
        let positionCount: Int?
        let distanceMeters: Double?
        let durationSeconds: Double?
        let movingSeconds: Double?
        let averageSpeedKnots: Double?
        let maximumSpeedKnots: Double?
        let currentSpeedKnots: Double?
    }

    /// The followed route's progress toward its active waypoint.
    struct Route: Encodable, Equatable {
        let name: String
        let waypointCount: Int
        /// The active waypoint's name and number (from 1); absent once the route is complete.
        let waypoint: String?
        let waypointNumber: Int?
        /// Distance and initial bearing (degrees true) from the boat to it (WGS84 geodesic).
        let distanceMeters: Double?
        let bearingDegrees: Double?
        /// Signed cross-track error from the leg into the active waypoint, metres: positive to starboard of the
        /// track (steer left), negative to port; the first leg starts where the route was taken up (the `deviation`
        /// alert's figure).
        var crossTrackErrorMeters: Double? = nil
        /// Velocity made good toward the waypoint, SOG × cos(COG − BTW), knots (negative: opening).
        var velocityMadeGoodKnots: Double? = nil
        /// Time to go at that VMG, seconds, and the arrival it gives on the daemon's clock; absent below 0.1 kn.
        var timeToGoSeconds: Double? = nil
        var eta: Date? = nil
        let complete: Bool
    }

    /// The anchor watch.
    struct Anchor: Encodable, Equatable {
        let latitude: Double
        let longitude: Double
        let radiusMeters: Double
        /// Distance and bearing (degrees true) from the anchor to the boat.
        let distanceMeters: Double?
        let bearingDegrees: Double?
        let alarming: Bool
    }

    /// One alarm sounding now.
    struct Alarm: Encodable, Equatable {
        /// The alert kind that raised it (`anchorAlarm`, `gpsLost`, `deviation`, `weather`).
        let event: String
        /// When it was raised.
        let time: Date
        /// Whether it was acknowledged (`denizrota alert ack`): silent, still active until its cause clears.
        var acknowledged = false
    }

    /// Values older than this many seconds are stale: GPS receivers report at 1 Hz or more.
    static let staleAfterSeconds = 5.0

    let time: Date
    let gps: GPS
    let position: Position?
    let trip: Trip
    let route: Route?
    let anchor: Anchor?
    let alarms: [Alarm]

    /// The compact JSON text's bytes (sorted keys, `schemaVersion`), for the API and the event stream.
    var jsonBytes: [UInt8] {
        Array(((try? JSONText.text(self, pretty: false)) ?? "{}\n").dropLast().utf8)
    }
}
