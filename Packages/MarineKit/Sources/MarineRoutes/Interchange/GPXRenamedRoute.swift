/// A route whose name in the file could not be kept (over ``Route/maximumNameLength`` characters, or holding
/// control characters) and that ``GPXReader`` named "Route n" instead; a route with no name, or a blank one, is
/// named so without a notice (GPX makes the name optional).
public struct GPXRenamedRoute: Hashable, Sendable {
    /// Why the given name could not be kept.
    public enum Reason: Hashable, Sendable {
        /// Longer than ``Route/maximumNameLength`` characters.
        case tooLong
        /// Holds a control character (a line break, tab, escape…), which would break lists and terminals.
        case controlCharacters
    }

    /// The route's 1-based position among the file's `<rte>` elements.
    public var routeNumber: Int
    /// Why the name was replaced.
    public var reason: Reason
    /// Characters (grapheme clusters) in the given name.
    public var givenLength: Int
    /// At most the first ``excerptLength`` characters of the given name, control characters shown as U+FFFD, so
    /// the name can be shown on a terminal safely.
    public var excerpt: String
    /// The name the route got ("Route n").
    public var replacement: String

    /// Characters of the given name kept in ``excerpt``.
    public static let excerptLength = 30

    /// The notice for `given`, or `nil` when it is blank (nothing to report) or usable.
    static func notice(given: String, routeNumber: Int, replacement: String) -> GPXRenamedRoute? {
        guard (try? Route.checkName(given)) == nil, !Route.isBlank(given) else { return nil }
        let hasControl = given.unicodeScalars.contains { $0.properties.generalCategory == .control }
        let shown = given.prefix(excerptLength).unicodeScalars.map {
            $0.properties.generalCategory == .control ? "\u{FFFD}" : Character($0)
        }
        return GPXRenamedRoute(
            routeNumber: routeNumber, reason: hasControl ? .controlCharacters : .tooLong, givenLength: given.count,
            excerpt: String(shown), replacement: replacement)
    }
}
