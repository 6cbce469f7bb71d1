import UnitconvCommands

// Replaced by the CLI support entry point in the workspace issue.
print(UnitconvPlaceholder.toolName)
