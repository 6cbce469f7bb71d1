// A passage plan is MarineRoutes' `RoutePlan` judged by MarineRisk's `PassageAssessor` (which re-exports
// MarineCoastline, MarineWeather and MarineTracking): both re-exported, so `import MarinePlan` can name them.
@_exported import MarineRisk
@_exported import MarineRoutes
