// The `unitconv` executable: everything lives in UnitconvCommands, tested in-process; its composition root is the one
// place that builds the live services (UnitconvServices.live). No `await` here: the command runs on the main thread
// (`Tool.mainOnCallingThread`), so a conversion starts no other thread (issue 17's cold start).
import UnitconvCommands

UnitconvTool.tool.built(from: buildCommit).mainOnCallingThread { UnitconvServices.live($0) }
