import Foundation

/// The framing of the daemon's control socket, shared by `denizrotad` and `denizrota`: one JSON object per line
/// (UTF-8, newline-terminated), keys sorted, dates ISO 8601; only the first line of what arrived counts.
package enum TripControlLine {
    /// Longest request line the daemon reads, bytes (a request is under 100 bytes); responses are not capped.
    public static let maximumBytes = 4096

    /// The request as one line.
    public static func encode(_ request: TripControlRequest) -> [UInt8] {
        line(request)
    }

    /// The response as one line.
    public static func encode(_ response: TripControlResponse) -> [UInt8] {
        line(response)
    }

    /// The request on the first line of `bytes`, or nil when it is not one.
    public static func request(from bytes: [UInt8]) -> TripControlRequest? {
        decode(TripControlRequest.self, bytes)
    }

    /// The response on the first line of `bytes`, or nil when it is not one.
    public static func response(from bytes: [UInt8]) -> TripControlResponse? {
        decode(TripControlResponse.self, bytes)
    }

    /// Whether `bytes` hold a complete request line, or more than ``maximumBytes`` (the daemon stops reading
    /// either way).
    public static func isComplete(_ bytes: [UInt8]) -> Bool {
        bytes.contains(0x0A) || bytes.count > maximumBytes
    }

    private static func line(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return [0x0A] }
        return Array(data) + [0x0A]
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ bytes: [UInt8]) -> Value? {
        let first = bytes.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(type, from: Data(first))
    }
}
