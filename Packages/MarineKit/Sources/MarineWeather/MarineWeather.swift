// Forecasts are asked for `GeoCoordinate` positions (MarineGeodesy) and a transport answers an `HTTPReply`
// (MarineHTTP): both re-exported, so `import MarineWeather` can name them.
@_exported import MarineGeodesy
@_exported import MarineHTTP
