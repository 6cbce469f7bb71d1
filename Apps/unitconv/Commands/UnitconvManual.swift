import CLIKit

/// What `unitconv`'s man page says about its environment and files (English, like every man page).
enum UnitconvManual {
    static let manual = ToolManual(
        environment: [
            ("UNITCONV_DB", "The history and favorites database when --db is not given."),
            ("XDG_DATA_HOME", "The database is $XDG_DATA_HOME/unitconv/unitconv.sqlite (default ~/.local/share)."),
            ("TZ", "The time zone of history times and of the day exchange rates are cached for."),
            (
                "XDG_CACHE_HOME",
                "Exchange-rate files are cached in $XDG_CACHE_HOME/unitconv (default ~/.cache), one per source, for the day."
            ),
            ("UNITCONV_RATES_URL", "Another URL for the exchange-rate file (a mirror); default the ECB's or TCMB's."),
            ("https_proxy", "The proxy curl uses to fetch exchange rates (also http_proxy, no_proxy)."),
        ],
        files: [
            ("~/.local/share/unitconv/unitconv.sqlite", "Conversion history and favorite pairs (mode 0600)."),
            ("~/.cache/unitconv/rates-SOURCE-DAY.xml", "The last exchange-rate file of each source (ecb, tcmb)."),
        ],
        seeAlso: ["units(1)", "curl(1)"])
}
