import DenizrotadCommands

// Replaced by the CLI support entry point in the workspace issue.
print(DenizrotadPlaceholder.toolName)
