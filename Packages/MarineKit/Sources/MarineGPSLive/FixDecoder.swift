import Foundation
import MarineTracking

/// Turns the bytes of any source into fixes: NMEA 0183, or gpsd JSON lines (recognised by a leading `{`).
public final class FixDecoder {
    /// What the bytes are.
    public enum Format {
        case nmea
        case gpsdJSON
        /// Decided by the first non-blank byte: `{` → gpsd JSON, else NMEA.
        case automatic
    }

    /// The format in use (``Format/automatic`` until the first non-blank byte).
    public private(set) var format: Format
    private var nmea = NMEAStreamDecoder()
    private var nmeaAssembler = NMEAFixAssembler()
    private var gpsdAssembler = GPSDFixAssembler()
    private var jsonLine: [UInt8] = []
    /// JSON lines that did not decode.
    public private(set) var badJSONLines = 0
    /// JSON lines that decoded as gpsd reports.
    public private(set) var gpsdReports = 0

    /// What the input held: usable when at least one NMEA sentence or gpsd report decoded.
    public struct Summary: Equatable, Sendable {
        /// NMEA line and sentence counts.
        public let nmea: NMEADecodeCounts
        /// JSON lines that decoded as gpsd reports.
        public let gpsdReports: Int
        /// JSON lines that did not decode.
        public let badJSONLines: Int
        /// At least one NMEA sentence or gpsd report decoded.
        public var isUsable: Bool { nmea.sentences > 0 || gpsdReports > 0 }
        /// Every line seen.
        public var lines: Int { nmea.lines + gpsdReports + badJSONLines }
    }

    /// The counts so far.
    public var summary: Summary { Summary(nmea: nmea.counts, gpsdReports: gpsdReports, badJSONLines: badJSONLines) }

    /// Creates a decoder.
    public init(format: Format) {
        self.format = format
    }

    /// Time-only NMEA fixes dated from the computer's clock (``setFallbackDate(_:)``, live sources only).
    public var clockDatedFixes: Int { nmeaAssembler.clockDatedFixes }

    /// Time-only NMEA fixes dropped because the stream never carried a date.
    public var undatedFixes: Int { nmeaAssembler.undatedFixes }

    /// NMEA line counts so far.
    public var nmeaCounts: NMEADecodeCounts { nmea.counts }

    /// The date assumed for time-only NMEA sentences before the stream carried one: a live source's clock only
    /// (a replay never calls it, so its time-only fixes wait for the log's first date).
    public func setFallbackDate(_ now: Date) {
        let civil = UTCTimestamp.civilFromDays(Int((now.timeIntervalSince1970 / 86_400).rounded(.down)))
        nmeaAssembler.fallbackDate = NMEADate(year: civil.year, month: civil.month, day: civil.day)
    }

    /// Decodes a chunk received at `now` (the wall clock of a live source, for gpsd's epoch settle time; nil
    /// for replays, whose epochs end only with the next epoch or the input).
    public func feed(_ bytes: UnsafeRawBufferPointer, now: Date? = nil, _ deliver: (PositionFix) -> Void) {
        if case .automatic = format {
            guard let first = bytes.first(where: { $0 > 0x20 }) else { return }
            format = first == UInt8(ascii: "{") ? .gpsdJSON : .nmea
        }
        switch format {
        case .nmea, .automatic:
            nmea.decode(bytes) { sentence in nmeaAssembler.add(sentence, deliver) }
        case .gpsdJSON:
            feedJSON(bytes, now: now, deliver)
        }
    }

    /// When a held gpsd epoch counts as complete, or nil.
    public var settleDeadline: Date? { gpsdAssembler.settleDeadline }

    /// Emits a held gpsd epoch once nothing has come for the settle time.
    public func settle(now: Date, _ deliver: (PositionFix) -> Void) {
        gpsdAssembler.flushIfSettled(now: now, deliver)
    }

    /// Emits what is pending (end of input, disconnect).
    public func finish(_ deliver: (PositionFix) -> Void) {
        nmea.finish { sentence in nmeaAssembler.add(sentence, deliver) }
        nmeaAssembler.finish(deliver)
        if !jsonLine.isEmpty { decodeJSONLine(now: nil, deliver) }
        gpsdAssembler.flush(deliver)
    }

    private func feedJSON(_ bytes: UnsafeRawBufferPointer, now: Date?, _ deliver: (PositionFix) -> Void) {
        for byte in bytes {
            if byte == 0x0A {
                decodeJSONLine(now: now, deliver)
            } else if jsonLine.count < 16_384 {  // gpsd's maximum report is 10 240 bytes (gpsd_json.adoc)
                jsonLine.append(byte)
            }
        }
    }

    private func decodeJSONLine(now: Date?, _ deliver: (PositionFix) -> Void) {
        defer { jsonLine.removeAll(keepingCapacity: true) }
        guard jsonLine.contains(where: { $0 > 0x20 }) else { return }
        guard let message = GPSDMessage.decode(Data(jsonLine)) else {
            badJSONLines += 1
            return
        }
        gpsdReports += 1
        gpsdAssembler.add(message, now: now, deliver)
    }
}
