import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SAX-style state machine behind ``GPXReader``.
final class GPXParserDelegate: NSObject, XMLParserDelegate {
    static let openCPNNamespace = "http://www.opencpn.org"

    private(set) var document = GPXDocument()
    private(set) var failure: InterchangeError?
    private(set) var sawRoot = false
    private let maximumPoints: Int
    private var pointCount = 0
    private var path: [String] = []
    private var text = ""
    private var route: RouteBuilder?
    private var point: PointBuilder?
    private var track: GPXTrack?
    private var segment: [GPXTrack.Point] = []

    init(maximumPoints: Int) {
        self.maximumPoints = maximumPoints
    }

    /// Where libxml2 first reported a syntax error (line, column), read while the parser is still there.
    private(set) var errorPosition: (line: Int, column: Int)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if errorPosition == nil { errorPosition = (parser.lineNumber, parser.columnNumber) }
    }

    private func fail(_ error: InterchangeError, _ parser: XMLParser) {
        if failure == nil { failure = error }
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        text = ""
        if path.isEmpty {
            guard elementName == "gpx" else { return fail(.notGPX(rootElement: elementName), parser) }
            sawRoot = true
        }
        path.append(elementName)
        switch elementName {
        case "rte" where path.count == 2: route = RouteBuilder()
        case "trk" where path.count == 2: track = GPXTrack(name: nil, segments: [])
        case "trkseg": segment = []
        case "wpt", "rtept", "trkpt": startPoint(attributes, parser)
        case "rte_properties" where namespaceURI == Self.openCPNNamespace:
            point?.speed = attributes["planned_speed"].flatMap(Double.init)
        default: break
        }
    }

    private func startPoint(_ attributes: [String: String], _ parser: XMLParser) {
        pointCount += 1
        guard pointCount <= maximumPoints else { return fail(.tooManyPoints(limit: maximumPoints), parser) }
        guard let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init),
            GeoCoordinate(latitude: lat, longitude: lon).isValid
        else { return fail(.invalidCoordinate(line: parser.lineNumber, column: parser.columnNumber), parser) }
        point = PointBuilder(coordinate: GeoCoordinate(latitude: lat, longitude: lon))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        text = ""
        let parent = path.count >= 2 ? path[path.count - 2] : ""
        let owner = path.count >= 3 ? path[path.count - 3] : ""
        if namespaceURI == Self.openCPNNamespace {
            openCPNExtension(elementName, value: value, owner: owner)
        } else {
            standardElement(elementName, value: value, parent: parent)
        }
        path.removeLast()
    }

    private func openCPNExtension(_ name: String, value: String, owner: String) {
        switch (name, owner) {
        case ("planned_speed", "rte"): route?.speed = Double(value)
        case ("planned_departure", "rte"): route?.departure = GPXParserDelegate.date(value)
        // OpenCPN writes the arrival radius in nautical miles; kept to the centimetre.
        case ("arrival_radius", _): point?.radius = Double(value).map { ($0 * 1852 * 100).rounded() / 100 }
        default: break
        }
    }

    private func standardElement(_ name: String, value: String, parent: String) {
        switch (name, parent) {
        case ("name", "wpt"), ("name", "rtept"), ("name", "trkpt"): point?.name = value
        case ("desc", _) where point != nil: point?.notes = value
        case ("cmt", _) where point != nil && point?.notes == nil: point?.notes = value
        case ("time", "trkpt"): point?.time = GPXParserDelegate.date(value)
        case ("name", "rte"): route?.name = value
        case ("name", "trk"): track?.name = value
        default: finishElement(name)
        }
    }

    private func finishElement(_ name: String) {
        defer { if ["wpt", "rtept", "trkpt"].contains(name) { point = nil } }
        switch name {
        case "wpt": finishWaypoint()
        case "rtept": if let waypoint = point?.waypoint { route?.points.append(waypoint) }
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

    private func finishRoute() {
        guard let builder = route else { return }
        document.routes.append(builder.build(number: document.routes.count + 1))
        route = nil
    }

    // MARK: Document type declarations are refused (see GPXReader).

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        fail(.documentTypeNotAllowed(line: parser.lineNumber, column: parser.columnNumber), parser)
    }

    func parser(
        _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?
    ) {
        fail(.documentTypeNotAllowed(line: parser.lineNumber, column: parser.columnNumber), parser)
    }

    /// Parses an ISO 8601 timestamp with or without fractional seconds.
    static func date(_ text: String) -> Date? {
        (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
            ?? (try? Date(text, strategy: Date.ISO8601FormatStyle()))
    }
}
