// The coastline, the land check and the fetch take and give MarineGeodesy's `GeoCoordinate`s and
// `GeoBoundingBox`es: re-exported, so `import MarineCoastline` can name them.
@_exported import MarineGeodesy
