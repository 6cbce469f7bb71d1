import Expectations
import Storage
import Testing

/// The data-protection class of the database files (applied on iOS, tvOS, watchOS and visionOS only; on this Linux
/// build the setting is carried but has no effect, so opening must simply work with every class).
@Suite struct DataProtectionTests {
    @Test func theDefaultKeepsBackgroundRecordingWorking() {
        expectEqual(DatabaseConfiguration().dataProtection, .completeUntilFirstUserAuthentication)
    }

    @Test(arguments: [
        DataProtectionClass.complete, .completeUnlessOpen, .completeUntilFirstUserAuthentication, .none,
    ])
    func everyClassOpensADatabase(protection: DataProtectionClass) throws {
        let directory = TemporaryDirectory()
        var configuration = DatabaseConfiguration()
        configuration.dataProtection = protection
        let database = try SQLiteDatabase(
            location: .file(path: directory.path + "/p.sqlite"), migrations: StoreSchema.migrations,
            configuration: configuration)
        #expect(try database.integrityCheck() == ["ok"])
    }
}
