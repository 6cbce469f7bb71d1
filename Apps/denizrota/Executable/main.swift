// The `denizrota` executable: everything lives in DenizrotaCommands, tested in-process; its composition root is the one
// place that builds the live services (DenizrotaServices.live).
import DenizrotaCommands

await DenizrotaTool.tool.built(from: buildCommit).main { DenizrotaServices.live($0) }
