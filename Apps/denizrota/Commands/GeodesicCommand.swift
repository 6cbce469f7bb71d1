import CLIKit
import Formatting
import Foundation
import MarineKit

/// `denizrota geodesic inverse|direct`: GeographicLib `GeodSolve`-compatible filters on WGS84.
///
/// Each input line gives one problem; each output line its answer, in the same order, so the commands can
/// replace `GeodSolve -i` and `GeodSolve` in pipelines. A line that cannot be read gives `ERROR: …` in its
/// place (as GeodSolve does) and a diagnostic on stderr; the exit status is then 65.
public enum GeodesicCommand {
    static let precision = Option<Int>(
        "precision", short: "p", valueName: "geodesic.value.precision", help: "geodesic.option.precision", default: 9)

    /// The `geodesic` command group.
    public static let command = Command(
        name: "geodesic", summary: "geodesic.summary", discussion: "geodesic.discussion",
        subcommands: [inverse, direct])

    static let inverse = Command(
        name: "inverse", summary: "geodesic.inverse.summary", discussion: "geodesic.inverse.discussion",
        options: [precision],
        examples: [
            CommandExample(
                #"echo "40.64 -73.78 1.36 103.99" | denizrota geodesic inverse"#,
                explanation: "geodesic.inverse.example")
        ]
    ) { context in
        try filter(context) { fields, digits in
            guard fields.count == 4 else { return nil }
            let start = try point(fields[0], fields[1], context)
            let end = try point(fields[2], fields[3], context)
            let result = Geodesic.wgs84.inverse(from: start, to: end)
            return FixedPoint.join([
                (result.initialAzimuth, digits + 5), (result.finalAzimuth, digits + 5), (result.distance, digits),
            ])
        }
    }

    static let direct = Command(
        name: "direct", summary: "geodesic.direct.summary", discussion: "geodesic.direct.discussion",
        options: [precision],
        examples: [
            CommandExample(
                #"echo "40.64 -73.78 45 10000000" | denizrota geodesic direct"#, explanation: "geodesic.direct.example")
        ]
    ) { context in
        try filter(context) { fields, digits in
            guard fields.count == 4, let azimuth = Double(fields[2]), let distance = Double(fields[3]) else {
                return nil
            }
            let result = Geodesic.wgs84.direct(
                from: try point(fields[0], fields[1], context), azimuth: azimuth, distance: distance)
            return FixedPoint.join([
                (result.destination.latitude, digits + 5), (result.destination.longitude, digits + 5),
                (result.finalAzimuth, digits + 5),
            ])
        }
    }

    /// A coordinate pair: plain decimal degrees on the fast path, DDM/DMS through Formatting's parser.
    private static func point(_ latitude: Substring, _ longitude: Substring, _ context: CommandContext) throws
        -> GeoCoordinate
    {
        if let lat = Double(latitude), let lon = Double(longitude), abs(lat) <= 90, lon.isFinite {
            return GeoCoordinate(latitude: lat, longitude: lon)
        }
        return try NavigationSupport.coordinate(
            latitude: String(latitude), longitude: String(longitude), context: context)
    }

    /// Whether `byte` separates fields: space, tab, comma or carriage return (GeodSolve's separators).
    private static func isFieldSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",")
            || byte == UInt8(ascii: "\r")
    }

    /// Runs `solve` on every line of standard input, buffering the output.
    private static func filter(
        _ context: CommandContext, solve: ([Substring], Int) throws -> String?
    ) throws -> ExitCode {
        let digits = min(max(context.arguments[precision] ?? 9, 0), 12)
        let input = try context.readStandardInput()
        var output = ""
        output.reserveCapacity(1 << 20)
        var failures = 0
        var lineNumber = 0
        // Lines and fields split on bytes (every separator is ASCII), not on Characters: a million lines.
        var lines = input.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for bytes in lines {
            lineNumber += 1
            let line = Substring(bytes)
            let fields = bytes.split(whereSeparator: isFieldSeparator).map(Substring.init)
            if fields.isEmpty {
                output += "\n"
                continue
            }
            if let answer = try? solve(fields, digits) {
                output += answer
                output += "\n"
            } else {
                failures += 1
                output += "ERROR: \(line)\n"
                context.diagnostics.error(context.text("geodesic.error.line", "\(lineNumber)", String(line)))
            }
            if output.utf8.count > 1 << 20 {
                context.write(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        context.write(output)
        return failures == 0 ? .success : .dataError
    }
}
