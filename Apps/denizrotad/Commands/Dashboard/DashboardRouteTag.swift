import Foundation
import HTTPServing
import MarineKit

/// A stored route's entity tag (RFC 9110 §8.8.3), so a write made from an old reading is refused (412) instead of
/// undoing a change made meanwhile by `denizrota route` or another page.
///
/// The tag is a strong validator of the route's content: FNV-1a (64 bit) over its JSON with sorted keys, so any
/// change of name, departure, speed or a waypoint changes it and an unchanged route keeps it across daemon restarts.
enum DashboardRouteTag {
    /// 412 Precondition Failed (RFC 9110 §15.5.13).
    static let preconditionFailed = HTTPStatus(412, "Precondition Failed")

    /// The quoted tag of `route`, `"r` and 16 hexadecimal digits `"`.
    static func tag(of route: Route) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let bytes = (try? encoder.encode(route)) ?? Data(route.name.utf8)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a offset basis (Fowler, Noll, Vo; IETF draft-eastlake-fnv)
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3  // FNV-1a 64-bit prime
        }
        let hex = String(hash, radix: 16)
        return "\"r" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// Whether an `If-Match` field allows a write to `route` (RFC 9110 §13.1.1): no field, `*`, or one of its
    /// listed tags equal to the route's by strong comparison (a weak `W/` tag never matches).
    static func allows(_ ifMatch: String?, _ route: Route) -> Bool {
        guard let ifMatch else { return true }
        let listed = ifMatch.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return listed.contains("*") || listed.contains(tag(of: route))
    }
}
