import Foundation

/// The TPV reports gpsd sent for one time, merged (``GPSDFixAssembler``).
///
/// A later report's fields replace earlier ones and a field it lacks keeps the earlier value; the mode never
/// goes down, and a report of a lower mode than the epoch already has (a 2D report after a 3D one) adds only
/// fields the epoch lacks.
struct GPSDEpoch: Sendable, Equatable {
    /// The epoch's time (the reports' `time`).
    let time: Date
    /// The highest mode reported: 0 unknown, 1 no fix, 2 2D, 3 3D.
    private(set) var mode = 0
    private(set) var latitude: Double?
    private(set) var longitude: Double?
    private(set) var speed: Double?
    private(set) var track: Double?
    private(set) var eph: Double?
    private(set) var epx: Double?
    private(set) var epy: Double?
    private(set) var status: Int?

    init(time: Date) {
        self.time = time
    }

    /// Merges one report of this epoch.
    mutating func merge(_ tpv: GPSDTPV) {
        let downgrade = tpv.mode < mode
        mode = max(mode, tpv.mode)
        guard tpv.mode >= 2 else { return }  // a no-fix report carries no position fields worth keeping
        func pick(_ new: Double?, _ old: Double?) -> Double? { downgrade ? old ?? new : new ?? old }
        if tpv.lat != nil, tpv.lon != nil, !downgrade || latitude == nil {
            latitude = tpv.lat
            longitude = tpv.lon
        }
        speed = pick(tpv.speed, speed)
        track = pick(tpv.track, track)
        eph = pick(tpv.eph, eph)
        epx = pick(tpv.epx, epx)
        epy = pick(tpv.epy, epy)
        status = downgrade ? status ?? tpv.status : tpv.status ?? status
    }

    /// The fix, when the epoch has a 2D or 3D position.
    func fix(accuracy: Double?) -> PositionFix? {
        guard mode >= 2, let latitude, let longitude else { return nil }
        var fix = PositionFix(
            time: time, latitude: latitude, longitude: longitude, speedOverGround: speed, courseOverGround: track,
            horizontalAccuracy: accuracy)
        fix.quality = FixQuality(gpsdStatus: status)
        fix.mode = FixMode(gpsdMode: mode)
        return fix
    }
}
