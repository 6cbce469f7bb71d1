import DenklemCommands

// Replaced by the CLI support entry point in the workspace issue.
print(DenklemPlaceholder.toolName)
