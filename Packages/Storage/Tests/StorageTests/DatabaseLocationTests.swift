import Expectations
import Foundation
import Storage
import Testing

@Suite struct DatabaseLocationTests {
    /// XDG Base Directory Specification 0.8: `$XDG_DATA_HOME` if set to an absolute path, else `~/.local/share`.
    @Test(arguments: [
        (["XDG_DATA_HOME": "/data"], "/home/ada", "/data/unitconv/unitconv.sqlite"),
        (["XDG_DATA_HOME": "/data/"], "/home/ada", "/data/unitconv/unitconv.sqlite"),
        ([:], "/home/ada", "/home/ada/.local/share/unitconv/unitconv.sqlite"),
        ([:], "/home/ada/", "/home/ada/.local/share/unitconv/unitconv.sqlite"),
        (["XDG_DATA_HOME": ""], "/home/ada", "/home/ada/.local/share/unitconv/unitconv.sqlite"),
        (["XDG_DATA_HOME": "relative/data"], "/home/ada", "/home/ada/.local/share/unitconv/unitconv.sqlite"),
        ([:], "/", "/.local/share/unitconv/unitconv.sqlite"),
    ])
    func defaultPathFollowsXDG(environment: [String: String], home: String, expected: String) {
        #expect(
            DatabasePath.defaultPath(forTool: "unitconv", environment: environment, homeDirectory: home) == expected)
    }

    @Test func prepareCreatesMissingDirectoriesPrivateAndKeepsExistingOnes() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("share/denizrota/denizrota.sqlite")
        try DatabaseDirectory.prepare(forDatabaseAt: path)
        try DatabaseDirectory.prepare(forDatabaseAt: path)
        for created in ["share", "share/denizrota"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.file(created))
            expectEqual(attributes[.posixPermissions] as? Int, 0o700)
        }
        let existing = try FileManager.default.attributesOfItem(atPath: directory.path)
        expectNotEqual(existing[.posixPermissions] as? Int, 0o700)
        _ = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        let file = try FileManager.default.attributesOfItem(atPath: path)
        expectEqual(file[.posixPermissions] as? Int, 0o600)
    }

    @Test func prepareRefusesAFileInPlaceOfADirectory() throws {
        let directory = TemporaryDirectory()
        #expect(FileManager.default.createFile(atPath: directory.file("share"), contents: Data("x".utf8)))
        #expect {
            try DatabaseDirectory.prepare(forDatabaseAt: directory.file("share/tool/tool.sqlite"))
        } throws: { error in
            let error = error as? StorageError
            return error?.kind == .cannotOpen && error?.message.contains("exists and is not a directory") == true
        }
    }
}
