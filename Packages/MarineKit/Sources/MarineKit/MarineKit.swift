// MarineKit is the whole kit: the split modules below it are re-exported, so `import MarineKit` keeps every name it
// had before the split (Docs/ARCHITECTURE.md "MarineKit's modules"). A program that needs only one of them imports
// that module instead and compiles only it and what it stands on.
@_exported import MarineAlerts
@_exported import MarineChart
@_exported import MarineCoastline
@_exported import MarineGeodesy
@_exported import MarineMagnetic
@_exported import MarineNMEA
@_exported import MarinePlan
@_exported import MarineRisk
@_exported import MarineRoutes
@_exported import MarineSync
@_exported import MarineTracking
@_exported import MarineWeather
