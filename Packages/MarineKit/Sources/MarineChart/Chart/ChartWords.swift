import Foundation

/// The words a route chart writes itself, as templates whose `{0}`, `{1}` the renderer fills.
///
/// The accessible titles of its legs and waypoints, the same words in its `<desc>`, and a simplified chart's note.
/// English unless the caller gives its own (the tool fills them from its catalogs in the user's language; issue 30).
public struct ChartWords: Sendable, Hashable {
    /// A leg's name, `{0}` its number: "Leg {0}" ("Leg 2: Gokova → Mouth, 14.7 nm 258°T").
    public var leg = "Leg {0}"
    /// A waypoint's name, `{0}` its number and `{1}` its name: "Waypoint {0} {1}".
    public var waypoint = "Waypoint {0} {1}"
    /// A simplified chart's note, `{0}` the points drawn and `{1}` the route's points.
    public var simplified = "drawn simplified to display resolution: {0} of {1} points (0.5 px)"
    /// A simplified chart's counts, `{0}` waypoints and `{1}` legs (always many: it has over 500 waypoints).
    public var counts = "{0} waypoints, {1} legs"

    /// English words.
    public init() {}

    /// Words of a language; each template keeps the placeholders of the English one.
    public init(leg: String, waypoint: String, simplified: String, counts: String) {
        self.leg = leg
        self.waypoint = waypoint
        self.simplified = simplified
        self.counts = counts
    }

    /// `template` with `{0}`, `{1}`, … replaced by `values` in order.
    static func fill(_ template: String, _ values: String...) -> String {
        var text = template
        for (index, value) in values.enumerated() { text = text.replacingOccurrences(of: "{\(index)}", with: value) }
        return text
    }
}
