// Risk is judged from MarineWeather's `HourlyConditions` at `GeoCoordinate` positions (MarineGeodesy, re-exported
// through MarineWeather) against a boat's limits (MarineTracking's `BoatLimits`): both re-exported, so
// `import MarineRisk` can name them.
@_exported import MarineTracking
@_exported import MarineWeather
