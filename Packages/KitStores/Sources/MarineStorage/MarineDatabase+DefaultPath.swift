extension MarineDatabase {
    /// The path used when neither `--db` nor `DENIZROTA_DB` names a file.
    ///
    /// `$XDG_DATA_HOME/denizrota/denizrota.sqlite` (else `~/.local/share/…`). Its directory belongs to the tools, which keep it 0700 (Docs/security.md).
    public static func defaultPath(environment: [String: String]) -> String {
        var variables = environment
        variables[environmentVariable] = nil
        return path(option: nil, environment: variables)
    }
}
