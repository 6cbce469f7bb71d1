// Risk is judged from MarineWeather's `HourlyConditions` at `GeoCoordinate` positions (MarineGeodesy, re-exported
// through MarineWeather) against a boat's limits (MarineTracking's `BoatLimits`), with the fetch MarineCoastline's
// `CoastalFetch` measures: all three re-exported, so `import MarineRisk` can name them.
@_exported import MarineCoastline
@_exported import MarineTracking
@_exported import MarineWeather
