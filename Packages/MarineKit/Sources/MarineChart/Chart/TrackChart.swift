/// What a trip chart (``TrackChartRenderer``) shows besides the track: its words, in the caller's language.
public struct TrackChart: Sendable {
    /// A labelled place on the track.
    public struct Mark: Sendable, Equatable {
        /// What it is: the start, the end, or a stop.
        public enum Kind: Sendable, Equatable {
            case start
            case end
            case stop
        }

        /// Where it is.
        public var coordinate: GeoCoordinate
        /// What it is.
        public var kind: Kind
        /// The words beside it ("start 12:00 UTC", "stop 1: 12 min").
        public var label: String

        /// Creates a mark.
        public init(coordinate: GeoCoordinate, kind: Kind, label: String) {
            self.coordinate = coordinate
            self.kind = kind
            self.label = label
        }
    }

    /// The title ("Trip 3 — 2026-06-01 12:00 UTC").
    public var title: String
    /// Caption lines at the bottom right: the trip's figures, then the sources; also the start of the `<desc>`.
    public var caption: [String]
    /// Start, end and stops.
    public var marks: [Mark]
    /// The legend's heading ("speed over ground").
    public var legendTitle: String
    /// One label per speed band of ``TrackChartRenderer/bandLimitsKnots`` (one more than the limits), such as
    /// "< 2 kn".
    public var bandLabels: [String]

    /// Creates the words of a trip chart.
    public init(title: String, caption: [String], marks: [Mark], legendTitle: String, bandLabels: [String]) {
        self.title = title
        self.caption = caption
        self.marks = marks
        self.legendTitle = legendTitle
        self.bandLabels = bandLabels
    }
}
