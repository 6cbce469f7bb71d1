import CLIKit

/// What `denklem`'s man page says about its environment and files (English, like every man page).
enum DenklemManual {
    static let manual = ToolManual(
        environment: [("SOURCE_DATE_EPOCH", "A fixed creation date for PDF files (reproducible builds).")],
        files: [("FILE given to --tariff-file", "A tariff as JSON, used for its year instead of the bundled one.")])
}
