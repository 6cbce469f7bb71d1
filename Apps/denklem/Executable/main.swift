// The `denklem` executable: everything lives in DenklemCommands, tested in-process.
import DenklemCommands

await DenklemTool.tool.main()
