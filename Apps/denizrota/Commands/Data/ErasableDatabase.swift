import CLIKit
import Foundation
import MarineStorage
import Storage

/// The files `denizrota data erase` may delete: a database of this tool and the companions SQLite made beside it
/// (Docs/security.md "Export and erase"; issue 28).
///
/// Checked before anything is deleted (or the remote copy erased): the path must be a regular file (not a link,
/// a folder, a FIFO, a device) that is empty or an SQLite database whose `storage_migrations` lists steps of owner
/// `denizrota` (or, from before that table, holds Storage's tables); each of `-wal`, `-shm`, `-journal` must be
/// missing or a regular file. Anything else is refused with a message saying what is there.
struct ErasableDatabase {
    /// The files to delete, database first; all exist.
    let files: [String]

    /// The 16 bytes every SQLite 3 database file starts with (sqlite.org/fileformat.html §1.3.1).
    static let header = Array("SQLite format 3\0".utf8)

    /// Checks `path` and its companions.
    ///
    /// - Throws: `CommandError` 65 (data error) naming the path and what it is; nothing is touched.
    static func check(_ path: String, context: CommandContext) throws -> ErasableDatabase {
        let kind = FileKind.of(path)
        guard kind == .missing || kind == .regularFile else { throw refusal(path, kind: kind, context: context) }
        let companions = try companions(of: path, context: context)  // before SQLite reads (and may use) them
        if kind == .missing { return ErasableDatabase(files: companions) }
        try checkContent(path, context: context)
        return ErasableDatabase(files: [path] + companions)
    }

    /// The companions that exist, each a regular file.
    private static func companions(of path: String, context: CommandContext) throws -> [String] {
        try PrivateFiles.databaseFiles(path).dropFirst().filter { companion in
            let kind = FileKind.of(companion)
            guard kind == .missing || kind == .regularFile else {
                throw refusal(companion, kind: kind, context: context)
            }
            return kind == .regularFile
        }
    }

    /// An empty file, or an SQLite file with this tool's schema.
    private static func checkContent(_ path: String, context: CommandContext) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CommandError(.ioError, key: "data.error.eraseUnreadable", path)
        }
        let start = Array(((try? handle.read(upToCount: header.count)) ?? nil) ?? Data())
        try? handle.close()
        if start.isEmpty { return }  // an empty file holds nothing (a database never written to)
        guard start == header else { throw CommandError(.dataError, key: "data.error.eraseNotSQLite", path) }
        let marked: Bool
        do {
            marked = try hasOurSchema(path)
        } catch {
            throw CommandError(.dataError, key: "data.error.eraseUnreadableDatabase", path, context.describe(error))
        }
        guard marked else { throw CommandError(.dataError, key: "data.error.eraseForeignDatabase", path) }
    }

    /// Whether the database records steps of MarineStorage's owner, or predates the ledger with Storage's tables.
    private static func hasOurSchema(_ path: String) throws(StorageError) -> Bool {
        let database = try SQLiteDatabase(
            location: .file(path: path), configuration: DatabaseConfiguration(isReadOnly: true))
        return try database.read { session throws(StorageError) in
            let tables = "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?"
            if try session.scalar(tables, ["storage_migrations"], as: Int.self) == 1 {
                let steps = "SELECT count(*) FROM storage_migrations WHERE owner = ?"
                return (try session.scalar(steps, [MarineSchema.owner], as: Int.self) ?? 0) > 0
            }
            return try session.scalar(tables, ["storage_records"], as: Int.self) == 1
        }
    }

    private static func refusal(_ path: String, kind: FileKind, context: CommandContext) -> CommandError {
        CommandError(.dataError, key: "data.error.eraseKind", path, context.text(kind.textKey))
    }

    /// Deletes the files, in order.
    ///
    /// - Throws: `CommandError` 74 naming the first file that could not be deleted (the ones after it are kept).
    func remove() throws {
        for file in files where unlink(file) != 0 && errno != ENOENT {
            throw CommandError(.ioError, key: "data.error.erase", file)
        }
    }
}
