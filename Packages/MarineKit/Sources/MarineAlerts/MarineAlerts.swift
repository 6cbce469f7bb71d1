// Alerts watch MarineNMEA's `PositionFix`es against MarineRoutes' `Route`s and judge MarineWeather's forecasts with
// MarineRisk's `PassageAssessor` and a boat's `RiskLimits`: MarineRisk and MarineRoutes (which re-export the others)
// are re-exported, so `import MarineAlerts` can name them.
@_exported import MarineRisk
@_exported import MarineRoutes
