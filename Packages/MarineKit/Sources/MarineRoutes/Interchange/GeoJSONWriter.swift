import Foundation

/// Writes a planned route as GeoJSON (RFC 7946) for web maps and GIS: a FeatureCollection with one
/// LineString for the route (totals as properties; a MultiLineString cut at ±180° when the route crosses the
/// antimeridian, RFC 7946 §3.1.9) and one Point per waypoint (its number, name, ETA).
///
/// Coordinates are `[longitude, latitude]` in WGS84 degrees (RFC 7946 §3.1.1); times ISO 8601 UTC.
public struct GeoJSONWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The GeoJSON text of a plan.
    public func write(_ plan: RoutePlan) -> String {
        let waypoints = plan.route.waypoints
        var features = [
            Feature(
                geometry: Self.line(waypoints.map(\.coordinate)),
                properties: .route(
                    RouteProperties(
                        name: plan.route.name, distanceMeters: plan.totalDistanceMeters,
                        durationSeconds: plan.totalDurationSeconds, fuelLiters: plan.totalFuelLiters,
                        departure: plan.route.plannedDeparture.map(GPXWriter.timestamp),
                        arrival: plan.arrival.map(GPXWriter.timestamp))))
        ]
        for (offset, waypoint) in waypoints.enumerated() {
            let eta = offset == 0 ? plan.route.plannedDeparture : plan.legs[offset - 1].eta
            features.append(
                Feature(
                    geometry: Geometry(type: "Point", coordinates: .point(Self.position(waypoint))),
                    properties: .waypoint(
                        WaypointProperties(
                            index: offset + 1, name: waypoint.name, notes: waypoint.notes,
                            plannedSpeedKnots: waypoint.plannedSpeedKnots, eta: eta.map(GPXWriter.timestamp)))))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes, .sortedKeys]
        let data = (try? encoder.encode(FeatureCollection(features: features))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func position(_ waypoint: Waypoint) -> [Double] {
        [waypoint.coordinate.longitude, waypoint.coordinate.latitude]
    }

    /// A LineString, or a MultiLineString cut at the antimeridian (RFC 7946 §3.1.9, ``AntimeridianSplit``).
    private static func line(_ coordinates: [GeoCoordinate]) -> Geometry {
        let parts = AntimeridianSplit.parts(coordinates).map { part in part.map { [$0.longitude, $0.latitude] } }
        guard parts.count > 1 else { return Geometry(type: "LineString", coordinates: .line(parts.first ?? [])) }
        return Geometry(type: "MultiLineString", coordinates: .lines(parts))
    }

    private struct FeatureCollection: Encodable {
        let type = "FeatureCollection"
        let features: [Feature]
    }

    private struct Feature: Encodable {
        let type = "Feature"
        let geometry: Geometry
        let properties: Properties
    }

    private struct Geometry: Encodable {
        enum Coordinates: Encodable {
            case point([Double])
            case line([[Double]])
            case lines([[[Double]]])

            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .point(let position): try container.encode(position)
                case .line(let positions): try container.encode(positions)
                case .lines(let parts): try container.encode(parts)
                }
            }
        }

        let type: String
        let coordinates: Coordinates
    }

    private enum Properties: Encodable {
        case route(RouteProperties)
        case waypoint(WaypointProperties)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .route(let properties): try properties.encode(to: encoder)
            case .waypoint(let properties): try properties.encode(to: encoder)
            }
        }
    }

    private struct RouteProperties: Encodable {
        let name: String
        let distanceMeters: Double
        let durationSeconds: Double
        let fuelLiters: Double
        let departure: String?
        let arrival: String?
    }

    private struct WaypointProperties: Encodable {
        let index: Int
        let name: String
        let notes: String?
        let plannedSpeedKnots: Double?
        let eta: String?
    }
}
