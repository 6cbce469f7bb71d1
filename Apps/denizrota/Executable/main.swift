// The `denizrota` executable: everything lives in DenizrotaCommands, tested in-process.
import DenizrotaCommands

await DenizrotaTool.tool.main()
