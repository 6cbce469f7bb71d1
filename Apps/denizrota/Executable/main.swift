import DenizrotaCommands

// Replaced by the CLI support entry point in the workspace issue.
print(DenizrotaPlaceholder.toolName)
