// The `denklem` executable: everything lives in DenklemCommands, tested in-process. `denklem` keeps nothing and calls
// no network: what it reads from outside are the files named on its command line and the fonts of its PDFs, all
// through the environment's file system (`ToolEnvironment.fileSystem`, `LiveFileSystem` here), so it needs no
// `Services` of its own.
import DenklemCommands

await DenklemTool.tool.built(from: buildCommit).main()
