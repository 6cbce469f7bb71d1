// A trip's fixes are MarineNMEA's `PositionFix` and its positions MarineGeodesy's `GeoCoordinate`: both re-exported,
// so `import MarineTracking` can name them.
@_exported import MarineGeodesy
@_exported import MarineNMEA
