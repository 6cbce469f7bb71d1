extension GlobalOptions {
    /// Whether a command line asks for `--json`.
    ///
    /// Read before parsing, so that even a usage error is written as a JSON error object (Docs/json.md §Errors).
    /// Looks at the words before `--`.
    ///
    /// - Parameter words: the arguments after the program name.
    /// - Returns: `true` when `--json` is among them.
    public static func jsonFlag(in words: [String]) -> Bool {
        words.prefix { $0 != "--" }.contains("--json")
    }
}
