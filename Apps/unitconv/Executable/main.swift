// The `unitconv` executable: everything lives in UnitconvCommands, tested in-process.
import UnitconvCommands

await UnitconvTool.tool.main()
