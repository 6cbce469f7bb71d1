// The `denizrotad` executable: everything lives in DenizrotadCommands, tested in-process; its composition root is the one
// place that builds the live services (DenizrotadServices.live).
import DenizrotadCommands

await DenizrotadTool.tool.built(from: buildCommit).main { DenizrotadServices.live($0) }
