// A chart draws MarineRoutes' `RoutePlan`s (and, through MarineTracking, recorded fixes) over MarineCoastline's land:
// both re-exported, so `import MarineChart` can name them.
@_exported import MarineCoastline
@_exported import MarineRoutes
