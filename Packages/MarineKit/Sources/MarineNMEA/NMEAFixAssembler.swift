import Foundation

/// Combines the sentences of one epoch (RMC, GGA, GNS, GLL, VTG with the same UTC time) into one ``PositionFix``.
///
/// A fix is emitted as soon as an epoch has both RMC and GGA (or GNS, its multi-constellation form), otherwise when the next epoch starts or at
/// ``finish(_:)``. Any sentence declaring the epoch invalid (RMC/GLL status `V`, GGA quality 0) voids it.
/// One fix per epoch whatever the order: a sentence with the time of the epoch just emitted (u-blox sends GLL
/// after RMC and GGA) adds nothing. A ZDA opens its epoch, so a VTG (which has no time) after it belongs to
/// that epoch (ST Teseo order ZDA, GNS, VTG, GLL in gpsd's `ericsson-gru04-02-70sec.log`).
/// Time-only sentences (GGA, GLL) take their date from the last RMC or ZDA, rolling over at midnight. Before
/// the stream has carried a date, their fixes are held (up to ``heldLimit``) and dated, in order, when the first
/// RMC or ZDA date comes (the day before it when their time of day is more than 12 h after its); a live source
/// may instead set ``fallbackDate`` (the computer's UTC date), and ``clockDatedFixes`` counts the fixes dated so,
/// for the caller to say so. A file replay sets none: the computer's date never stamps a recorded fix
/// (gpsd's `ublox-zed-f9p_hpg1.11.log` opens with GGA and GLL before its first RMC). Fixes still held at
/// ``finish(_:)`` never got a date and are dropped, counted in ``undatedFixes``.
package struct NMEAFixAssembler: Sendable {
    /// Turns GGA HDOP into metres.
    public var accuracyModel: HDOPAccuracyModel
    /// Date assumed for time-only sentences before the stream carried one: a live source's computer UTC date, or
    /// nil (replays: such fixes wait for the stream's first date).
    public var fallbackDate: NMEADate?
    /// Fixes dated from ``fallbackDate``.
    public private(set) var clockDatedFixes = 0
    /// Fixes dropped because no date ever came (held at ``finish(_:)`` or beyond ``heldLimit``).
    public private(set) var undatedFixes = 0
    /// Most fixes held while waiting for the first date (an hour at 1 Hz).
    public var heldLimit = 3600
    private var held: [NMEAEpoch] = []
    private var lastDate: NMEADate?
    private var lastDateSecondsOfDay = 0.0
    private var epoch: NMEAEpoch?
    /// The fix mode of the last GSA (nil before one, or after a GSA without a fix).
    private var lastMode: FixMode?
    /// Time of day of the epoch handled last, so a trailing sentence of it does not open a second one.
    private var closedSecondsOfDay: Double?

    /// Creates an assembler.
    public init(accuracyModel: HDOPAccuracyModel = HDOPAccuracyModel(), fallbackDate: NMEADate? = nil) {
        self.accuracyModel = accuracyModel
        self.fallbackDate = fallbackDate
    }

    /// Adds one sentence; calls `emit` for each fix it completes.
    public mutating func add(_ sentence: NMEASentence, _ emit: (PositionFix) -> Void) {
        if sentence.type == .zda || sentence.type == .rmc, let date = sentence.date {
            let isFirstDate = lastDate == nil
            lastDate = date
            lastDateSecondsOfDay = sentence.secondsOfDay ?? 0
            if isFirstDate { releaseHeld(date: date, secondsOfDay: lastDateSecondsOfDay, emit) }
        }
        switch sentence.type {
        case .rmc, .gga, .gns, .gll: addPositionSentence(sentence, emit)
        case .vtg: epoch?.mergeVelocity(sentence)
        case .zda: if let seconds = sentence.secondsOfDay { _ = openEpoch(at: seconds, emit) }
        case .gsa:
            // GSA carries no time: its mode holds for the epoch open now and those after, until the next GSA.
            lastMode = sentence.fixModeNumber.flatMap(FixMode.init(gpsdMode:))
            epoch?.mode = lastMode
        case .hdt, .hdg: break
        }
    }

    /// Emits the last epoch if it is still pending (end of input or a quiet source).
    public mutating func finish(_ emit: (PositionFix) -> Void) {
        flush(emit)
        undatedFixes += held.count
        held.removeAll()
    }

    /// Dates and emits the fixes held for want of a date, now that `date` came at `secondsOfDay`.
    private mutating func releaseHeld(date: NMEADate, secondsOfDay: Double, _ emit: (PositionFix) -> Void) {
        for epoch in held {
            let day = epoch.secondsOfDay > secondsOfDay + 43_200 ? date.adding(days: -1) : date
            if let fix = epoch.fix(day: day) { emit(fix) }
        }
        held.removeAll()
    }

    private mutating func addPositionSentence(_ sentence: NMEASentence, _ emit: (PositionFix) -> Void) {
        guard let seconds = sentence.secondsOfDay, openEpoch(at: seconds, emit) else { return }
        epoch?.merge(sentence, accuracyModel: accuracyModel)
        if epoch?.isComplete == true { flush(emit) }
    }

    /// Makes `seconds` the current epoch, emitting the one before; false for the epoch just closed.
    private mutating func openEpoch(at seconds: Double, _ emit: (PositionFix) -> Void) -> Bool {
        guard seconds != closedSecondsOfDay else { return false }
        if let current = epoch, current.secondsOfDay != seconds { flush(emit) }
        if epoch == nil {
            epoch = NMEAEpoch(secondsOfDay: seconds)
            epoch?.mode = lastMode
        }
        return true
    }

    private mutating func flush(_ emit: (PositionFix) -> Void) {
        guard let current = epoch else { return }
        epoch = nil
        closedSecondsOfDay = current.secondsOfDay
        guard !current.emitted, current.isValid, current.latitude != nil, current.longitude != nil else { return }
        if current.date == nil && lastDate == nil {
            if let fallbackDate, let fix = current.fix(day: fallbackDate) {
                clockDatedFixes += 1
                emit(fix)
            } else if held.count < heldLimit {
                held.append(current)
            } else {
                undatedFixes += 1
            }
            return
        }
        if let day = day(for: current), let fix = current.fix(day: day) { emit(fix) }
    }

    /// The epoch's own RMC date, else the last date (next day when the clock wrapped past midnight).
    private mutating func day(for current: NMEAEpoch) -> NMEADate? {
        if let own = current.date { return own }
        guard let last = lastDate else { return nil }
        if current.secondsOfDay + 43_200 < lastDateSecondsOfDay {
            lastDate = last.adding(days: 1)
            lastDateSecondsOfDay = current.secondsOfDay
        }
        return lastDate
    }
}

/// The sentences gathered for one UTC time of day.
struct NMEAEpoch: Sendable {
    let secondsOfDay: Double
    var date: NMEADate?
    var latitude: Double?
    var longitude: Double?
    var speedKnots: Double?
    var courseTrue: Double?
    var horizontalAccuracy: Double?
    var quality: FixQuality?
    /// 2D or 3D, from the last GSA.
    var mode: FixMode?
    var isValid = true
    var hasRMC = false
    var hasGGA = false
    var emitted = false

    init(secondsOfDay: Double) {
        self.secondsOfDay = secondsOfDay
    }

    /// The epoch's fix on `day`, nil without a position.
    func fix(day: NMEADate) -> PositionFix? {
        guard let latitude, let longitude else { return nil }
        var fix = PositionFix(
            time: UTCTimestamp.date(day, secondsOfDay: secondsOfDay), latitude: latitude, longitude: longitude,
            speedOverGround: speedKnots.map { $0 * PositionFix.metersPerSecondPerKnot }, courseOverGround: courseTrue,
            horizontalAccuracy: horizontalAccuracy)
        fix.quality = quality
        fix.mode = mode
        return fix
    }

    /// RMC and GGA both seen: nothing more is expected for this epoch.
    var isComplete: Bool { hasRMC && hasGGA }

    mutating func merge(_ sentence: NMEASentence, accuracyModel: HDOPAccuracyModel) {
        isValid = isValid && sentence.hasValidPosition
        latitude = sentence.latitude ?? latitude
        longitude = sentence.longitude ?? longitude
        switch sentence.type {
        case .rmc:
            hasRMC = true
            date = sentence.date ?? date
            mergeVelocity(sentence)
        case .gga, .gns:
            hasGGA = true
            quality = sentence.quality.flatMap(FixQuality.init(ggaQuality:)) ?? quality
            if let hdop = sentence.hdop {
                horizontalAccuracy = accuracyModel.horizontalError(hdop: hdop, quality: sentence.quality)
            }
        default: break
        }
    }

    mutating func mergeVelocity(_ sentence: NMEASentence) {
        guard sentence.isValid else { return }
        speedKnots = sentence.speedKnots ?? speedKnots
        courseTrue = sentence.courseTrue ?? courseTrue
    }
}
