import Foundation

/// A file's bytes, size, mode and modification time, to check that an operation left it untouched.
struct FileSnapshot: Equatable {
    let contents: Data
    let permissions: Int
    let modified: Date

    init(path: String) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        contents = FileManager.default.contents(atPath: path) ?? Data()
        permissions = attributes[.posixPermissions] as? Int ?? -1
        modified = attributes[.modificationDate] as? Date ?? .distantPast
    }
}
