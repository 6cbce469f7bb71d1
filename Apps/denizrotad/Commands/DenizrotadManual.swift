import CLIKit

/// What `denizrotad`'s man page says about its environment and files (English, like every man page).
enum DenizrotadManual {
    static let manual = ToolManual(
        environment: [
            ("DENIZROTA_DB", "The database file when --db is not given (shared with denizrota)."),
            ("XDG_DATA_HOME", "The database is $XDG_DATA_HOME/denizrota/denizrota.sqlite (default ~/.local/share)."),
            ("XDG_RUNTIME_DIR", "The control socket is $XDG_RUNTIME_DIR/denizrotad.sock (else /tmp/denizrotad-UID)."),
            ("DENIZROTA_WEATHER_URL, DENIZROTA_MARINE_URL", "Other Open-Meteo forecast and marine endpoints."),
            ("NOTIFY_SOCKET", "Set by systemd for a Type=notify service: READY=1 and STOPPING=1 are sent there."),
        ],
        files: [
            ("~/.local/share/denizrota/denizrota.sqlite", "Trips and positions, shared with denizrota (mode 0600)."),
            ("$XDG_RUNTIME_DIR/denizrotad.sock", "The control socket denizrota trip and anchor talk to."),
            ("PREFIX/lib/systemd/user/denizrotad.service", "The systemd user unit scripts/install installs."),
        ],
        seeAlso: ["denizrota(1)", "gpsd(8)", "systemd.service(5)"])
}
