import CLIKit
import Foundation
import MarineKit

/// The words of a trip chart (`trip export --format svg`) in the user's language: the title, the trip's figures
/// as in `trip show`, the start, end and stops (MarineKit's `TrackStops`) with their times, and the speed bands.
struct TripChartText {
    let context: CommandContext
    private var text: NavigationText { NavigationText(context) }

    /// The chart's words for `trip` and all its positions (stops are found on the unsimplified track).
    func chart(trip: TripRecord, positions: [PositionFix]) -> TrackChart {
        let statistics =
            trip.statistics
            ?? TripStatisticsAccumulator(
                positions: positions, startedAt: trip.startedAt, endedAt: trip.endedAt,
                geometry: GeodesicTrackGeometry()
            ).statistics
        var marks: [TrackChart.Mark] = []
        if let first = positions.first {
            marks.append(mark(first, .start, context.text("trip.chart.start", NavigationText.utc(first.time))))
        }
        for (index, stop) in TrackStops.find(in: positions).enumerated() {
            let label = context.text("trip.chart.stop", String(index + 1), text.duration(stop.seconds))
            marks.append(TrackChart.Mark(coordinate: stop.coordinate, kind: .stop, label: label))
        }
        if let last = positions.last, positions.count > 1 {
            marks.append(mark(last, .end, context.text("trip.chart.end", NavigationText.utc(last.time))))
        }
        return TrackChart(
            title: context.text("trip.chart.title", String(trip.id), NavigationText.utc(trip.startedAt)),
            caption: TripFigures(context: context).lines(statistics) + [attribution],
            marks: marks, legendTitle: context.text("trip.chart.speed"), bandLabels: bandLabels())
    }

    /// The coastline's credit in the user's language: "coastline: GSHHG 2.3.7 full resolution (Wessel & Smith,
    /// LGPL-3.0)", "kıyı çizgisi: GSHHG 2.3.7 tam çözünürlük (…)" (MarineKit's English
    /// `Coastline.fullResolutionAttribution` was printed in every language).
    var attribution: String {
        context.text("trip.chart.coastline", "GSHHG 2.3.7", "Wessel & Smith")
    }

    private func mark(_ fix: PositionFix, _ kind: TrackChart.Mark.Kind, _ label: String) -> TrackChart.Mark {
        TrackChart.Mark(
            coordinate: GeoCoordinate(latitude: fix.latitude, longitude: fix.longitude), kind: kind, label: label)
    }

    /// `< 2 kn`, `2–4 kn`, …, `≥ 8 kn` in the language's numbers.
    func bandLabels() -> [String] {
        let limits = TrackChartRenderer.bandLimitsKnots
        let knots = { (value: Double) in text.knots(value, trimmed: true) }
        let middle = zip(limits, limits.dropFirst()).map { text.number($0, digits: 0) + "–" + knots($1) }
        return ["< " + knots(limits[0])] + middle + ["≥ " + knots(limits[limits.count - 1])]
    }
}
