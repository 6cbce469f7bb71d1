/// The parts of every tool's man page that do not depend on the tool: exit codes and common variables.
enum ManPageSections {
    /// The exit codes (sysexits.h), as `ExitCode` defines them.
    static let exitStatus: [ToolManual.Entry] = [
        ("0", "Success; also --help and --version."),
        ("1", "An unexpected failure (a bug or an unforeseen system error)."),
        ("64", "Usage error: an unknown option or command, a missing or malformed argument (EX_USAGE)."),
        ("65", "The input data is wrong: a value out of range, a malformed file (EX_DATAERR)."),
        ("66", "An input file is missing, unreadable or a folder (EX_NOINPUT)."),
        ("69", "A service is unavailable: the network, the daemon, a server (EX_UNAVAILABLE)."),
        ("73", "An output file cannot be created (EX_CANTCREAT)."),
        ("74", "Reading or writing failed (EX_IOERR)."),
    ]

    /// The variables every tool reads (CLIKit).
    static let environment: [ToolManual.Entry] = [
        (
            "LANGUAGE",
            "A colon-separated list of languages (tr, en, es, fr, de, zh-Hans, ja); the first supported one is used, "
                + "before LC_ALL, LC_MESSAGES and LANG, as in GNU gettext. Ignored when the locale is C or POSIX. "
                + "--lang overrides it."
        ),
        (
            "LC_ALL, LC_MESSAGES, LANG",
            "The message language, the first one set deciding; an unsupported one gives English. Traditional "
                + "Chinese (zh_TW, zh_HK, zh_MO, zh-Hant) is not supported and gives English."
        ),
        ("COLUMNS", "The width --help wraps at; otherwise the terminal's width, else 80."),
        ("NO_COLOR", "When set and not empty, no colour in any output (no-color.org), unless --color always."),
        ("TERM", "When dumb, no colour (unless --color always)."),
    ]
}
