// Routes are planned for MarineTracking's `BoatSettings` over MarineGeodesy's `GeoCoordinate`s (re-exported through
// MarineTracking), with MarineMagnetic's declination: both re-exported, so `import MarineRoutes` can name them.
@_exported import MarineMagnetic
@_exported import MarineTracking
