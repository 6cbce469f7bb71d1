import Foundation

/// Turns a gpsd report stream into ``PositionFix`` values.
///
/// gpsd often sends several TPV reports per epoch ("Multiple TPV objects are often sent per epoch",
/// `gpsd_json.adoc`): with NMEA input, a 2D one after RMC and a 3D one with `eph` after GGA. Reports with the
/// same time are merged; a report with an error estimate is emitted at once, one without waits for the next
/// epoch or ``flush(_:)``. Accuracy: `eph`, else √(epx² + epy²), else the last SKY HDOP × UERE.
public struct GPSDFixAssembler: Sendable {
    /// Used when only SKY's HDOP is known.
    public var accuracyModel: HDOPAccuracyModel
    private var lastHDOP: Double?
    private var held: PositionFix?
    private var emittedTime: Date?

    /// Creates an assembler.
    public init(accuracyModel: HDOPAccuracyModel = HDOPAccuracyModel()) {
        self.accuracyModel = accuracyModel
    }

    /// Adds one report; calls `emit` for each fix it completes.
    public mutating func add(_ message: GPSDMessage, _ emit: (PositionFix) -> Void) {
        switch message {
        case .sky(let sky): lastHDOP = sky.hdop ?? lastHDOP
        case .tpv(let tpv): add(tpv, emit)
        case .version, .other: break
        }
    }

    /// Emits a held fix (call when the source has been quiet for a moment or ends).
    public mutating func flush(_ emit: (PositionFix) -> Void) {
        guard let fix = held else { return }
        held = nil
        emittedTime = fix.time
        emit(fix)
    }

    private mutating func add(_ tpv: GPSDTPV, _ emit: (PositionFix) -> Void) {
        guard tpv.mode >= 2, let lat = tpv.lat, let lon = tpv.lon, let text = tpv.time,
            let time = UTCTimestamp.parseISO8601(text), time != emittedTime
        else { return }
        if let pending = held, pending.time != time { flush(emit) }
        let fix = PositionFix(
            time: time, latitude: lat, longitude: lon, speedOverGround: tpv.speed ?? held?.speedOverGround,
            courseOverGround: tpv.track ?? held?.courseOverGround, horizontalAccuracy: accuracy(of: tpv))
        held = fix
        if fix.horizontalAccuracy != nil { flush(emit) }
    }

    private func accuracy(of tpv: GPSDTPV) -> Double? {
        if let eph = tpv.eph { return eph }
        if let epx = tpv.epx, let epy = tpv.epy { return (epx * epx + epy * epy).squareRoot() }
        return lastHDOP.map { accuracyModel.horizontalError(hdop: $0, quality: nil) }
    }
}
