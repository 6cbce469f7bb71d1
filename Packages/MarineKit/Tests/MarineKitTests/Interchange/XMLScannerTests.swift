import Expectations
import Foundation
import Testing

@testable import MarineKit

/// The XML reader under ``GPXReader``: well-formedness (XML 1.0 Fifth Edition) and the cases Foundation's
/// `XMLParser` got wrong (inputs over libxml2's 10,000,000-byte limits, CDATA, truncation, quadratic attributes).
@Suite struct XMLScannerTests {
    private static let head = #"<gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">"#

    private func read(_ text: String) throws -> GPXDocument {
        try GPXReader().read(Data(text.utf8))
    }

    private func position(_ text: String) -> (line: Int, column: Int)? {
        do {
            _ = try read(text)
            return nil
        } catch {
            guard case .malformedXML(let line, let column, _) = error as? InterchangeError else { return nil }
            return (line, column)
        }
    }

    /// Documents that are not well-formed, with where the error is reported (line, column of the problem).
    static let malformed: [(String, Int, Int)] = [
        (head + "<rte><name>cut", 1, 88),  // truncated: the end of the input
        (head + "<rte><name>A</name></rte>", 1, 99),  // truncated after a complete element
        (head + "</gpx>trailing", 1, 80),  // text after the root element
        (head + "</gpx><gpx/>", 1, 81),  // a second root element
        ("<gpx a='1' a='2'/>", 1, 19),  // repeated attribute
        ("<gpx a=1/>", 1, 8),  // unquoted attribute value
        ("<gpx a='<'/>", 1, 10),  // < in an attribute value
        ("<gpx>&nbsp;</gpx>", 1, 12),  // undefined entity (no DTD)
        ("<gpx>&#0;</gpx>", 1, 10),  // a character reference to a character XML forbids
        ("<gpx>\u{01}</gpx>", 1, 7),  // a control character
        ("<gpx><a></b></gpx>", 1, 13),  // mismatched end tag
        ("junk<gpx/>", 1, 1),  // text before the root element
        ("<gpx><?xml version='1.0'?></gpx>", 1, 27),  // an XML declaration not at the start
        ("<gpx><!-- open", 1, 15),  // unterminated comment
    ]

    @Test(arguments: malformed)
    func malformedDocumentsAreRefusedWithPosition(text: String, line: Int, column: Int) throws {
        let found = try #require(position(text), "accepted: \(text)")
        #expect(found.line == line && found.column == column, "\(text): \(found)")
    }

    /// GPSBabel's reference/route/route.gpx writes names as CDATA (`<name><![CDATA[49B]]></name>`).
    @Test func cdataTextIsKept() throws {
        let document = try read(
            Self.head
                + "<rte><name><![CDATA[Route & <1>]]></name><rtept lat=\"1\" lon=\"1\"><name><![CDATA[49B]]></name>"
                + "</rtept><rtept lat=\"2\" lon=\"2\"><name>4<![CDATA[9]]>A</name></rtept></rte></gpx>")
        let route = try #require(document.routes.first)
        expectEqual(route.name, "Route & <1>")
        expectEqual(route.waypoints.map(\.name), ["49B", "49A"])
    }

    /// Over libxml2's 10,000,000-byte text and attribute limits (`XML_MAX_TEXT_LENGTH`), which `XMLParser`
    /// reported as "not well-formed".
    @Test func textAndAttributesOverTenMegabytesAreRead() throws {
        let long = String(repeating: "x", count: 10_500_000)
        let text =
            #"<gpx version="1.1" creator="\#(long)"><rte><rtept lat="1" lon="1"><desc>"#
            + long + "</desc></rtept></rte></gpx>"
        let document = try read(text)
        expectEqual(document.routes.first?.waypoints.first?.notes?.count, long.count)
    }

    /// 200,000 attributes on one element: read (uniqueness is checked with a set, in linear time).
    @Test func manyAttributesAreRead() throws {
        let attributes = (0..<200_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let document = try read(#"<gpx><wpt lat="1" lon="2" "# + attributes + "/></gpx>")
        expectEqual(document.waypoints.count, 1)
        #expect(position("<gpx " + attributes + " a7=\"x\"/>") != nil)
    }

    /// GPX 1.1 types `lat`/`lon` as `xsd:decimal`, whose whitespace facet is `collapse`: surrounding whitespace is
    /// legal; exponents, hexadecimal and `inf`/`nan` are not decimals.
    static let coordinates: [(String, Double?)] = [
        (" 36.5 ", 36.5), ("\n\t36.5\r\n", 36.5), ("+36.5", 36.5), ("-.5", -0.5), ("36.", 36), ("0x10", nil),
        ("1e1", nil), ("inf", nil), ("nan", nil), ("", nil), ("3 6", nil), ("36..5", nil), ("--1", nil),
        ("1-", nil),
    ]

    @Test(arguments: coordinates)
    func coordinatesAreDecimals(text: String, latitude: Double?) throws {
        let gpx = "<gpx><wpt lat=\"\(text)\" lon=\"27\"/></gpx>"
        if let latitude {
            #expect(try read(gpx).waypoints.first?.coordinate.latitude == latitude)
        } else {
            #expect(throws: InterchangeError.invalidCoordinate(line: 1, column: 6)) { try read(gpx) }
        }
    }

    /// References, comments, processing instructions and a prefix other than OpenCPN's own for its namespace.
    @Test func referencesCommentsAndNamespacesAreResolved() throws {
        let text = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- written by hand -->
            <?xml-stylesheet href="x"?>
            <gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:o="http://www.opencpn.org">
              <rte><name>&#x130;stanbul &amp; &#83;ile</name>
                <extensions><o:planned_speed> 6.5 </o:planned_speed></extensions>
                <rtept lat="41" lon="29"/><rtept lat="41.2" lon="29.1"/>
              </rte>
            </gpx>
            """
        let route = try #require(try read(text).routes.first)
        expectEqual(route.name, "İstanbul & Sile")
        expectEqual(route.plannedSpeedKnots, 6.5)
    }

    /// ISO 8859-1 as declared (older Garmin exports); UTF-16 is refused by name.
    @Test func encodings() throws {
        var latin1 = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><gpx><wpt lat="1" lon="2"><name>G"#.utf8)
        latin1.append(contentsOf: [0xF6, 0x6B, 0x6F, 0x76, 0x61])
        latin1.append(contentsOf: Array("</name></wpt></gpx>".utf8))
        #expect(try GPXReader().read(latin1).waypoints.first?.name == "Gökova")
        #expect(throws: InterchangeError.unsupportedEncoding(name: "UTF-16/UTF-32")) {
            try GPXReader().read(Data([0xFF, 0xFE, 0x3C, 0x00]))
        }
        #expect(throws: InterchangeError.unsupportedEncoding(name: "Shift_JIS")) {
            try read(#"<?xml version="1.0" encoding="Shift_JIS"?><gpx/>"#)
        }
    }

    /// Chunk boundaries anywhere (here: every byte its own chunk) give the same document.
    @Test func oneByteChunksGiveTheSameDocument() throws {
        let text = try GPXWriter().write(
            GPXDocument(routes: [
                try Route(
                    name: "Datça & <Knidos>",
                    waypoints: [
                        Waypoint(name: "Ç", coordinate: GeoCoordinate(latitude: 36.7, longitude: 27.6), notes: "ağ"),
                        Waypoint(name: "B", coordinate: GeoCoordinate(latitude: 36.6, longitude: 27.4)),
                    ])
            ]))
        let bytes = Array(text.utf8)
        var index = 0
        let chunked = try GPXReader().read { () throws(InterchangeError) -> Data? in
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return Data([bytes[index]])
        }
        expectEqual(chunked, (try read(text)))
        expectEqual(chunked.routes.first?.waypoints.first?.notes, "ağ")
    }
}
