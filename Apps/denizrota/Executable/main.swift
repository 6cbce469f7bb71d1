// The `denizrota` executable: everything lives in DenizrotaCommands, tested in-process; its composition root is the one
// place that builds the live services (DenizrotaServices.live).
import DenizrotaCommands

await DenizrotaTool.tool.main { DenizrotaServices.live($0) }
