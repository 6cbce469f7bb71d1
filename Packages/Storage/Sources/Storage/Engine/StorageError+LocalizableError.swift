import Localization

extension StorageError: LocalizableError {
    /// `storage.error.<kind>`, for example `storage.error.diskFull` (see `StorageStrings`).
    public var messageKey: String {
        switch kind {
        case .newerThanProgram: "storage.error.newerThanProgram"
        case .notAFile(let fileType): "storage.error.notAFile.\(fileType)"
        default: "storage.error.\(kind)"
        }
    }

    /// `{0}` the database path (empty when unknown); for `.newerThanProgram` `{1}` the database's schema version
    /// and `{2}` the program's; for `.other` `{1}` SQLite's English message.
    public var messageArguments: [String] {
        switch kind {
        case .newerThanProgram(let databaseVersion, let programVersion):
            [path ?? "", "\(databaseVersion)", "\(programVersion)"]
        case .other: [path ?? "", message]
        default: [path ?? ""]
        }
    }
}
