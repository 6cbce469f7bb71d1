import Foundation

/// The state machine behind ``GPXReader``: builds a ``GPXDocument`` from ``XMLScanner``'s events.
final class GPXDocumentBuilder: XMLContentHandler {
    static let openCPNNamespace = "http://www.opencpn.org"

    private(set) var document = GPXDocument()
    private let maximumPoints: Int
    private var pointCount = 0
    private var path: [String] = []
    private var text = ""
    private var route: RouteBuilder?
    private var point: PointBuilder?
    private var track: GPXTrack?
    private var segment: [GPXTrack.Point] = []
    /// Where routes go point by point instead of ``GPXDocument/routes``, if anywhere.
    private let routeSink: (any GPXRouteSink)?
    private var routeCount = 0

    init(maximumPoints: Int, routeSink: (any GPXRouteSink)? = nil) {
        self.maximumPoints = maximumPoints
        self.routeSink = routeSink
    }

    func startElement(_ tag: XMLStartTag) throws(InterchangeError) {
        text = ""
        if path.isEmpty, tag.localName != "gpx" { throw .notGPX(rootElement: tag.localName) }
        path.append(tag.localName)
        switch tag.localName {
        case "rte" where path.count == 2:
            route = RouteBuilder()
            routeSink?.beginRoute()
        case "trk" where path.count == 2: track = GPXTrack(name: nil, segments: [])
        case "trkseg": segment = []
        case "wpt", "rtept", "trkpt": try startPoint(tag)
        case "rte_properties" where tag.namespace == Self.openCPNNamespace:
            point?.speed = tag.attribute("planned_speed").flatMap(GPXDecimal.parse)
        default: break
        }
    }

    private func startPoint(_ tag: XMLStartTag) throws(InterchangeError) {
        pointCount += 1
        guard pointCount <= maximumPoints else { throw .tooManyPoints(limit: maximumPoints) }
        guard let lat = tag.attribute("lat").flatMap(GPXDecimal.parse),
            let lon = tag.attribute("lon").flatMap(GPXDecimal.parse),
            GeoCoordinate(latitude: lat, longitude: lon).isValid
        else { throw .invalidCoordinate(line: tag.line, column: tag.column) }
        point = PointBuilder(coordinate: GeoCoordinate(latitude: lat, longitude: lon))
    }

    func characters(_ string: String) {
        text += string
    }

    func endElement(localName: String, namespace: String?) throws(InterchangeError) {
        let value = Self.trimmed(text)
        text = ""
        let parent = path.count >= 2 ? path[path.count - 2] : ""
        let owner = path.count >= 3 ? path[path.count - 3] : ""
        if namespace == Self.openCPNNamespace {
            openCPNExtension(localName, value: value, owner: owner)
        } else {
            standardElement(localName, value: value, parent: parent)
        }
        path.removeLast()
    }

    private func openCPNExtension(_ name: String, value: String, owner: String) {
        switch (name, owner) {
        case ("planned_speed", "rte"): route?.speed = GPXDecimal.parse(value)
        case ("planned_departure", "rte"): route?.departure = GPXDocumentBuilder.date(value)
        // OpenCPN writes the arrival radius in nautical miles; kept to the centimetre.
        case ("arrival_radius", _): point?.radius = GPXDecimal.parse(value).map { ($0 * 1852 * 100).rounded() / 100 }
        default: break
        }
    }

    private func standardElement(_ name: String, value: String, parent: String) {
        switch (name, parent) {
        case ("name", "wpt"), ("name", "rtept"), ("name", "trkpt"): point?.name = Route.cleanedName(value)
        case ("desc", _) where point != nil: point?.notes = value
        case ("cmt", _) where point != nil && point?.notes == nil: point?.notes = value
        case ("time", "trkpt"): point?.time = GPXDocumentBuilder.date(value)
        case ("name", "rte"): route?.name = value
        case ("name", "trk"): track?.name = value
        default: finishElement(name)
        }
    }

    private func finishElement(_ name: String) {
        defer { if ["wpt", "rtept", "trkpt"].contains(name) { point = nil } }
        switch name {
        case "wpt": finishWaypoint()
        case "rtept": finishRoutePoint()
        case "trkpt": if let point { segment.append(GPXTrack.Point(coordinate: point.coordinate, time: point.time)) }
        case "trkseg": track?.segments.append(segment)
        case "rte": finishRoute()
        case "trk": if let track { document.tracks.append(track) }
        default: return
        }
    }

    private func finishWaypoint() {
        guard let waypoint = point?.waypoint else { return }
        var named = waypoint
        if named.name.isEmpty { named.name = "WP \(document.waypoints.count + 1)" }
        document.waypoints.append(named)
    }

    private func finishRoutePoint() {
        guard let waypoint = point?.waypoint, route != nil else { return }
        guard let routeSink else {
            route?.points.append(waypoint)
            return
        }
        route?.pointCount += 1
        var named = waypoint
        if Route.isBlank(named.name) { named.name = "WP \(route?.pointCount ?? 1)" }
        routeSink.routePoint(named)
    }

    private func finishRoute() {
        guard var builder = route else { return }
        route = nil
        routeCount += 1
        let header = builder.header(number: routeCount)
        if let renamed = GPXRenamedRoute.notice(given: builder.name, routeNumber: routeCount, replacement: header.name)
        {
            document.renamedRoutes.append(renamed)
        }
        guard let routeSink else {
            document.routes.append(builder.build(number: routeCount))
            return
        }
        routeSink.endRoute(
            name: header.name, plannedDeparture: header.plannedDeparture, plannedSpeedKnots: header.plannedSpeedKnots)
    }

    /// The text without leading and trailing XML whitespace (space, tab, line feed, carriage return).
    static func trimmed(_ text: String) -> String {
        var utf8 = Substring(text).utf8
        while let first = utf8.first, first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D {
            utf8.removeFirst()
        }
        while let last = utf8.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D { utf8.removeLast() }
        return utf8.count == text.utf8.count ? text : String(Substring(utf8))
    }

    /// Parses an ISO 8601 timestamp with or without fractional seconds.
    static func date(_ text: String) -> Date? {
        UTCTimestamp.parseISO8601(text)
            ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
            ?? (try? Date(text, strategy: Date.ISO8601FormatStyle()))
    }
}
