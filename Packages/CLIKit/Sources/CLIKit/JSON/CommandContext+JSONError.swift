extension CommandContext {
    /// Reports a failure an action handles itself (it returns the exit code instead of throwing): the message on
    /// standard error and, with `--json`, the JSON error object on standard output (Docs/json.md §Errors).
    ///
    /// - Parameters:
    ///   - code: the catalog key of the message.
    ///   - message: the localized message.
    ///   - exitCode: the exit code the action returns.
    /// - Returns: `exitCode`.
    public func fail(code: String, message: String, exitCode: ExitCode) -> ExitCode {
        diagnostics.error(message)
        if isJSONOutput {
            write((try? JSONText.text(JSONErrorDocument(code: code, message: message, exitCode: exitCode))) ?? "")
        }
        return exitCode
    }
}
