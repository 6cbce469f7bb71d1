import Foundation

/// A finished trip ↔ the web app's `users/{uid}/trips/{id}` document and its track chunks (tremo/DenizRota
/// `firebase-config.js` and its Firestore calls; firebase.google.com/docs/firestore/quotas).
///
/// Parent (web shape): `id` (integer epoch ms of the start, also the document id), `date` (ISO text of the
/// start), `duration` (ms), `distance` (km), `avgSpeed` and `maxSpeed` (km/h), `fuelUsed` (L), `fuelCost` (TRY),
/// `positions` (`[{lat, lng, timestamp ms, speed km/h}]`, downsampled by ``WebTripLayout``), plus `pointCount`,
/// `chunkCount` and `movingDuration` (ms). Chunk `track/{seq}`: every position packed as bytes
/// (``chunkFields(seq:positions:)``), SI values as recorded, so positions come back exactly (times to the
/// millisecond).
package enum WebTripMapping {
    /// The parent's fields for a trip (without `createdAt`, which the server sets).
    public static func parentFields(statistics: TripStatistics, positions: [PositionFix]) -> [String: FirestoreValue] {
        let kept = WebTripLayout.parentIndexes(count: positions.count).map { webPosition(positions[$0]) }
        let chunks = WebTripLayout.chunkRanges(count: positions.count).count
        var fields: [String: FirestoreValue] = [
            "id": .integer(WebUnits.milliseconds(statistics.startedAt)),
            "date": .string(WebUnits.isoText(statistics.startedAt)),
            "duration": .integer(Int64((statistics.duration * 1000).rounded())),
            "distance": .number(statistics.distanceMeters / 1000),
            "avgSpeed": .number(TripStatistics.kilometersPerHour(statistics.averageMovingSpeed)),
            "maxSpeed": .number(TripStatistics.kilometersPerHour(statistics.maximumSpeed)),
            "positions": .array(kept), "pointCount": .integer(Int64(positions.count)),
            "chunkCount": .integer(Int64(chunks)),
            "movingDuration": .integer(Int64((statistics.movingTime * 1000).rounded())),
        ]
        fields["fuelUsed"] = statistics.fuelLiters.map { .number(NSDecimalNumber(decimal: $0).doubleValue) } ?? .null
        fields["fuelCost"] = statistics.fuelCost.map { .number(NSDecimalNumber(decimal: $0).doubleValue) } ?? .null
        return fields
    }

    /// The layout of a chunk's `points` bytes, also written into each chunk as `format`.
    public static let chunkFormat = "f64le:timestamp,lat,lng,sog,cog,accuracy"

    /// The fields of chunk `seq` holding `positions`: `seq`, `pointCount`, `format` and `points`, a `bytesValue`
    /// of six little-endian IEEE 754 doubles per position (epoch ms, latitude °, longitude °, SOG m/s, COG °,
    /// accuracy m; NaN when unknown) — bit-exact, 64 base64 characters per position, one index entry.
    public static func chunkFields(seq: Int, positions: ArraySlice<PositionFix>) -> [String: FirestoreValue] {
        var words: [UInt64] = []
        words.reserveCapacity(positions.count * 6)
        for fix in positions {
            let values = [
                Double(WebUnits.milliseconds(fix.time)), fix.latitude, fix.longitude, fix.speedOverGround ?? .nan,
                fix.courseOverGround ?? .nan, fix.horizontalAccuracy ?? .nan,
            ]
            for value in values { words.append(value.bitPattern.littleEndian) }
        }
        let bytes = words.withUnsafeBytes { Data($0) }
        return [
            "seq": .integer(Int64(seq)), "pointCount": .integer(Int64(positions.count)),
            "format": .string(chunkFormat), "points": .bytes(bytes.base64EncodedString()),
        ]
    }

    /// The positions of a chunk written by ``chunkFields(seq:positions:)``; empty for another format.
    public static func chunkPositions(_ fields: [String: FirestoreValue]) -> [PositionFix] {
        guard fields["format"]?.string == chunkFormat, case .bytes(let base64) = fields["points"],
            let data = Data(base64Encoded: base64), data.count % 48 == 0
        else { return [] }
        return data.withUnsafeBytes { raw in
            (0..<(data.count / 48)).map { index in
                let value = { (slot: Int) -> Double in
                    Double(
                        bitPattern: UInt64(
                            littleEndian: raw.loadUnaligned(fromByteOffset: index * 48 + slot * 8, as: UInt64.self)))
                }
                let optional = { (slot: Int) -> Double? in value(slot).isNaN ? nil : value(slot) }
                return PositionFix(
                    time: WebUnits.date(milliseconds: Int64(value(0))), latitude: value(1), longitude: value(2),
                    speedOverGround: optional(3), courseOverGround: optional(4), horizontalAccuracy: optional(5))
            }
        }
    }

    /// A position as the web app stores it: speed in km/h (0 when unknown, as the web writes `max(0, …)`).
    public static func webPosition(_ fix: PositionFix) -> FirestoreValue {
        .map([
            "lat": .number(fix.latitude), "lng": .number(fix.longitude),
            "timestamp": .integer(WebUnits.milliseconds(fix.time)),
            "speed": .number(TripStatistics.kilometersPerHour(max(0, fix.speedOverGround ?? 0))),
        ])
    }

    /// The positions of the parent's web `positions` (speed km/h → m/s).
    public static func webPositions(_ elements: [FirestoreValue]) -> [PositionFix] {
        elements.compactMap { element in
            guard let map = element.fields, let latitude = map["lat"]?.number, let longitude = map["lng"]?.number,
                let milliseconds = map["timestamp"]?.integer
            else { return nil }
            let speed = map["speed"]?.number.map { $0 / WebUnits.kilometersPerHourPerMeterPerSecond }
            return PositionFix(
                time: WebUnits.date(milliseconds: milliseconds), latitude: latitude, longitude: longitude,
                speedOverGround: speed)
        }
    }

    /// The figures a parent document states; `positions` are the trip's (for start time and count).
    public static func statistics(from fields: [String: FirestoreValue], positions: [PositionFix]) -> TripStatistics {
        let start =
            positions.first?.time ?? fields["date"]?.string.flatMap(WebUnits.parseISOText)
            ?? WebUnits.date(milliseconds: fields["id"]?.integer ?? 0)
        var figures = TripStatistics(startedAt: start)
        let duration = Double(fields["duration"]?.integer ?? 0) / 1000
        figures.endedAt = max(start.addingTimeInterval(duration), positions.last?.time ?? start)
        figures.positionCount = positions.count
        figures.distanceMeters = (fields["distance"]?.number ?? 0) * 1000
        figures.maximumSpeed = (fields["maxSpeed"]?.number ?? 0) / WebUnits.kilometersPerHourPerMeterPerSecond
        if let moving = fields["movingDuration"]?.integer {
            figures.movingTime = Double(moving) / 1000
        } else if let average = fields["avgSpeed"]?.number, average > 0 {
            figures.movingTime = figures.distanceMeters / (average / WebUnits.kilometersPerHourPerMeterPerSecond)
        } else {
            figures.movingTime = figures.duration
        }
        figures.fuelLiters = fields["fuelUsed"]?.number.flatMap { Decimal(string: "\($0)") }
        figures.fuelCost = fields["fuelCost"]?.number.flatMap { Decimal(string: "\($0)") }
        return figures
    }
}
