// The `denizrotad` executable: everything lives in DenizrotadCommands, tested in-process.
import DenizrotadCommands

await DenizrotadTool.tool.main()
