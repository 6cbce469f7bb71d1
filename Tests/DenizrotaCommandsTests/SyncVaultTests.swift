import DenizrotaTestSupport
import Expectations
import Foundation
import Testing

@testable import DenizrotaCommands

/// ``SyncVault`` over the in-memory keyring: where the token goes, the fallback, and what the file holds.
@Suite struct SyncVaultTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vault-\(UUID().uuidString)").path
    let credentials = SyncCredentials(
        project: "demo-denizrota", apiKey: "key", email: "ada@example.com", userID: "ada", refreshToken: "refresh-ada")

    var path: String { "\(directory)/state/denizrota/sync-credentials.json" }

    func fileText() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func theKeyringHoldsTheTokenAndTheFileDoesNot() throws {
        let keyring = InMemorySecretStore()
        let vault = SyncVault(path: path, backend: .keyring(keyring, fallsBackToFile: true))
        #expect(try vault.save(credentials) == false)
        expectEqual(keyring.contents[SyncVault.attributes(credentials)], "refresh-ada")
        #expect(!(try fileText()).contains("refresh-ada"))
        #expect(try fileText().contains("\"tokenInKeyring\":true"))
        #expect(try vault.load() == credentials.with(tokenInKeyring: true))
        try vault.remove()
        #expect(keyring.contents.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aFailingKeyringFallsBackToTheFileOnlyInAutoMode() throws {
        let keyring = InMemorySecretStore()
        keyring.failure = SecretStoreError(status: 1, detail: "Cannot autolaunch D-Bus without X11 $DISPLAY")
        let auto = SyncVault(path: path, backend: .keyring(keyring, fallsBackToFile: true))
        #expect(try auto.save(credentials) == true)
        #expect(try fileText().contains("refresh-ada"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        expectEqual(attributes[.posixPermissions] as? Int, 0o600)
        let forced = SyncVault(path: "\(directory)/other.json", backend: .keyring(keyring, fallsBackToFile: false))
        #expect(throws: (any Error).self) { try forced.save(credentials) }
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/other.json"))
    }

    @Test func aFileOthersCanReadIsRefused() throws {
        let vault = SyncVault(path: path, backend: .file)
        try vault.save(credentials)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        #expect(throws: (any Error).self) { try vault.load() }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        #expect(try vault.load() == credentials.with(tokenInKeyring: false))
    }

    @Test func signingOutClearsTheKeyringEvenWhenTheFileIsOpenToOthers() throws {
        let keyring = InMemorySecretStore()
        let vault = SyncVault(path: path, backend: .keyring(keyring, fallsBackToFile: true))
        try vault.save(credentials)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(throws: (any Error).self) { try vault.load() }
        try vault.remove()
        #expect(keyring.contents.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// The backend from the environment and whether the system has a keyring (the services' `keyring`).
    @Test(arguments: [
        (["DENIZROTA_SECRET_STORE": "file", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/bus"], true, true),
        (["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/bus"], false, true),
        (["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/bus"], true, false),
        ([:], true, true),
        (["DENIZROTA_SECRET_STORE": "keyring"], false, false),
        (["DENIZROTA_SECRET_STORE": "keyring"], true, false),
    ])
    func theBackendFollowsTheEnvironment(environment: [String: String], hasKeyring: Bool, isFile: Bool) {
        let keyring = hasKeyring ? InMemorySecretStore() : nil
        expectEqual(SyncTokenBackend.choose(environment: environment, keyring: keyring).isFile, isFile)
    }

    /// A forced keyring on a system without one fails on use, naming what is missing, and writes no file.
    @Test func aForcedKeyringThatDoesNotExistFails() throws {
        let backend = SyncTokenBackend.choose(environment: ["DENIZROTA_SECRET_STORE": "keyring"], keyring: nil)
        let vault = SyncVault(path: path, backend: backend)
        #expect(throws: (any Error).self) { try vault.save(credentials) }
        #expect(!FileManager.default.fileExists(atPath: path))
        expectEqual(MissingSecretStore.failure.detail, "secret-tool: not found on PATH")
    }

    @Test func aTarHeaderCarriesItsOwnChecksum() {
        let header = TarArchive.header(
            TarArchive.Entry(name: "a.txt", contents: Array("hi".utf8), modified: Date(timeIntervalSince1970: 0)))
        expectEqual(header.count, 512)
        var blanked = header
        for index in 148..<156 { blanked[index] = UInt8(ascii: " ") }
        let sum = blanked.reduce(0) { $0 + Int($1) }
        expectEqual(String(decoding: header[148..<154], as: UTF8.self), String(sum, radix: 8).leftPadded(to: 6))
        expectEqual(String(decoding: header[124..<135], as: UTF8.self), "00000000002")
        expectEqual(String(decoding: header[257..<262], as: UTF8.self), "ustar")
    }
}

extension SyncCredentials {
    fileprivate func with(tokenInKeyring: Bool) -> SyncCredentials {
        var copy = self
        copy.tokenInKeyring = tokenInKeyring
        return copy
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
