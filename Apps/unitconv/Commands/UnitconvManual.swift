import CLIKit

/// What `unitconv`'s man page says about its environment and files (English, like every man page).
enum UnitconvManual {
    static let manual = ToolManual(
        environment: [
            ("UNITCONV_DB", "The history and favorites database when --db is not given."),
            ("XDG_DATA_HOME", "The database is $XDG_DATA_HOME/unitconv/unitconv.sqlite (default ~/.local/share)."),
            ("TZ", "The time zone of history times."),
        ],
        files: [
            ("~/.local/share/unitconv/unitconv.sqlite", "Conversion history and favorite pairs (mode 0600).")
        ],
        seeAlso: ["units(1)"])
}
