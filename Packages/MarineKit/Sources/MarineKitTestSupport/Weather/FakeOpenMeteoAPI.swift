import Foundation
import MarineHTTP

/// Open-Meteo's forecast and marine APIs answered in memory, for any number of locations: one location object per
/// requested coordinate, a JSON array when there are several (as the documented API answers multi-location
/// requests, open-meteo.com/en/docs), with steady conditions built by ``OpenMeteoFixtures``.
///
/// Give its ``reply(to:)`` to a ``ScriptedTransport`` and that transport to `OpenMeteoWeatherService`:
///
/// ```swift
/// let api = FakeOpenMeteoAPI(start: Date(timeIntervalSince1970: 1_780_272_000), knots: 18)
/// let transport = ScriptedTransport { url in api.reply(to: url) }
/// ```
///
/// A URL whose path ends in `marine` gets the marine API's answer, any other the forecast API's.
public struct FakeOpenMeteoAPI: Sendable {
    /// The first hour of every answer.
    public var start: Date
    /// How many hourly values each location has (Open-Meteo's default forecast is 168, seven days).
    public var hours: Int
    /// Wind speed at 10 m in knots (gusts are 1.4 times this, see ``OpenMeteoFixtures``).
    public var knots: Double
    /// The direction the wind blows from, degrees true.
    public var windFrom: Double
    /// Total significant wave height in metres.
    public var waveHeight: Double

    /// Steady conditions from `start`: by default 12 kn from 270° and 0.5 m waves for 168 hours.
    public init(start: Date, hours: Int = 168, knots: Double = 12, windFrom: Double = 270, waveHeight: Double = 0.5) {
        self.start = start
        self.hours = hours
        self.knots = knots
        self.windFrom = windFrom
        self.waveHeight = waveHeight
    }

    /// The answer to one request: HTTP 200 with one location object per `latitude`/`longitude` pair of the query
    /// (comma-separated lists, as `OpenMeteoWeatherService` sends them).
    public func reply(to url: URL) -> HTTPReply {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let latitudes = Self.numbers(named: "latitude", in: items)
        let longitudes = Self.numbers(named: "longitude", in: items)
        let objects = zip(latitudes, longitudes).map { latitude, longitude in
            url.path.hasSuffix("marine")
                ? OpenMeteoFixtures.marineObject(
                    latitude: latitude, longitude: longitude, start: start, hours: hours, waveHeight: waveHeight)
                : OpenMeteoFixtures.forecastObject(
                    latitude: latitude, longitude: longitude, start: start, hours: hours, knots: knots,
                    windFrom: windFrom)
        }
        let body = objects.count == 1 ? objects[0] : "[" + objects.joined(separator: ",") + "]"
        return HTTPReply(status: 200, body: Data(body.utf8))
    }

    private static func numbers(named name: String, in items: [URLQueryItem]) -> [Double] {
        (items.first { $0.name == name }?.value ?? "").split(separator: ",").compactMap { Double($0) }
    }
}
