// The `denklem` executable: everything lives in DenklemCommands, tested in-process; its composition root is the one
// place that builds the live services (DenklemServices.live).
import DenklemCommands

await DenklemTool.tool.main { DenklemServices.live($0) }
