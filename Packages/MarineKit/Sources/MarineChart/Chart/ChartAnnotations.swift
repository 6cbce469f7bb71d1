/// Optional decorations a caller adds to a route chart: waypoint colours and captions, leg colours and
/// arrows (for example, the weather layer colours waypoints by risk and draws wind arrows).
public struct ChartAnnotations: Sendable {
    /// How one waypoint is drawn.
    public struct WaypointMark: Sendable, Hashable {
        /// Fill colour of the waypoint's dot, any CSS colour ("#2a9d8f", "orange").
        public var fill: String
        /// A second label line under the name, for example "wind 18 kn, risk moderate".
        public var caption: String?

        /// Creates a mark.
        public init(fill: String, caption: String? = nil) {
            self.fill = fill
            self.caption = caption
        }
    }

    /// An arrow drawn at a position, for example the wind.
    public struct Arrow: Sendable, Hashable {
        /// Where the arrow's tail is.
        public var coordinate: GeoCoordinate
        /// The direction the arrow points, degrees clockwise from true north (for wind "from 200°" pass 20°).
        public var bearing: Double
        /// Length in pixels (the chart is 1000 px wide).
        public var length: Double
        /// Stroke colour (CSS).
        public var color: String
        /// Text next to the arrow's tail, if any.
        public var label: String?

        /// Creates an arrow.
        public init(
            coordinate: GeoCoordinate, bearing: Double, length: Double = 40, color: String = "#264653",
            label: String? = nil
        ) {
            self.coordinate = coordinate
            self.bearing = bearing
            self.length = length
            self.color = color
            self.label = label
        }
    }

    /// One line of the legend: a sample and its (localized) words.
    public struct LegendItem: Sendable, Hashable {
        /// What the sample shows.
        public enum Sample: Sendable, Hashable {
            /// A leg drawn in this colour (risk colours).
            case line(String)
            /// The land warning style (red dashes).
            case landWarning
            /// A wind arrow in this colour.
            case arrow(String)
            /// Not checked against land: grey dashes (a leg or area outside the coastline's coverage).
            case unchecked
            /// A leg drawn in this colour with this dash pattern (SVG `stroke-dasharray`, empty: solid), so the
            /// legend reads without colour.
            case pattern(String, String)
        }

        /// The sample.
        public var sample: Sample
        /// The words beside it.
        public var label: String

        /// Creates a legend line.
        public init(_ sample: Sample, label: String) {
            self.sample = sample
            self.label = label
        }
    }

    /// Marks by 1-based waypoint index; waypoints without one get the default style.
    public var waypointMarks: [Int: WaypointMark]
    /// Colours by 1-based leg index; legs without one get the default leg colour.
    public var legColors: [Int: String]
    /// Dash patterns by 1-based leg index (SVG `stroke-dasharray`, such as `"12 6"`), so that what a leg's colour
    /// says also shows without colour; legs without one are solid.
    public var legDashes: [Int: String] = [:]
    /// Words added after a leg's figures, by 1-based leg index (its risk: "red"), in its label and accessible title.
    public var legNotes: [Int: String] = [:]
    /// The chart's accessible description (`<desc>`, read by screen readers), before the legs and waypoints the
    /// renderer lists there itself.
    public var summary: [String] = []
    /// Arrows to draw; an arrow at a waypoint is drawn beside it, on the side away from its legs and label.
    public var arrows: [Arrow]
    /// 1-based numbers of the waypoints on land (drawn with a red dashed ring).
    public var landWaypoints: Set<Int> = []
    /// 1-based numbers of the legs across land (red dashes over the leg, ``landLabel`` after its figures).
    public var landLegs: Set<Int> = []
    /// The box the land check covers: outside it the chart is drawn as unknown (grey hatching), not as sea; nil
    /// when no land check stands behind the chart (everything drawn as before).
    public var landCoverage: GeoBoundingBox?
    /// 1-based numbers of the legs not checked against land (an end outside ``landCoverage``): grey dashes.
    public var uncheckedLegs: Set<Int> = []
    /// The words added to a leg across land ("⚠ LAND").
    public var landLabel = "⚠"
    /// Legend lines, drawn in a box under the title; none draws no box.
    public var legend: [LegendItem] = []
    /// Caption lines at the bottom left (departure, data sources); empty prints the coastline attribution alone.
    public var caption: [String] = []
    /// The words the renderer writes itself (leg and waypoint titles, the simplification note), English by default.
    public var words = ChartWords()

    /// Creates annotations (none by default).
    public init(waypointMarks: [Int: WaypointMark] = [:], legColors: [Int: String] = [:], arrows: [Arrow] = []) {
        self.waypointMarks = waypointMarks
        self.legColors = legColors
        self.arrows = arrows
    }
}
