// The `unitconv` executable: everything lives in UnitconvCommands, tested in-process; its composition root is the one
// place that builds the live services (UnitconvServices.live).
import UnitconvCommands

await UnitconvTool.tool.main { UnitconvServices.live($0) }
