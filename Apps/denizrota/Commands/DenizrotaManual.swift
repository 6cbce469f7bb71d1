import CLIKit

/// What `denizrota`'s man page says about its environment and files (English, like every man page).
enum DenizrotaManual {
    static let manual = ToolManual(
        environment: [
            ("DENIZROTA_DB", "The database file when --db is not given."),
            ("XDG_DATA_HOME", "The database is $XDG_DATA_HOME/denizrota/denizrota.sqlite (default ~/.local/share)."),
            ("XDG_STATE_HOME", "Sync credentials are kept in $XDG_STATE_HOME/denizrota (default ~/.local/state)."),
            ("XDG_RUNTIME_DIR", "The control socket of denizrotad is $XDG_RUNTIME_DIR/denizrotad.sock."),
            (
                "DENIZROTA_SYNC_PROJECT, DENIZROTA_SYNC_API_KEY",
                "The cloud project and API key when not given as options."
            ),
            ("DENIZROTA_SECRET_STORE", "keyring or file: where sync login keeps its refresh token."),
            ("DENIZROTA_WEATHER_URL, DENIZROTA_MARINE_URL", "Other Open-Meteo forecast and marine endpoints."),
            ("TZ", "The time zone of times shown."),
            ("SOURCE_DATE_EPOCH", "A fixed creation date for PDF files (reproducible builds)."),
        ],
        files: [
            (
                "~/.local/share/denizrota/denizrota.sqlite",
                "Routes, boat settings, trips and the forecast cache (mode 0600)."
            ),
            (
                "~/.local/state/denizrota/sync-credentials.json",
                "The sync refresh token when no keyring is available (mode 0600)."
            ),
        ],
        seeAlso: ["denizrotad(1)", "gpsd(8)"])
}
