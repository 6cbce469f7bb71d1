import HTTPServing
import Storage

/// The paired devices in the daemon's database (Storage's records, collection `dashboardDevices`): names, scopes
/// and the SHA-256 of each session token, never a token.
final class StoredPairedDevices: PairedDeviceStore {
    /// The collection's name.
    static let collection = "dashboardDevices"
    private let records: SQLiteRecordStore<PairedDevice>

    /// The devices in `database`.
    init(database: SQLiteDatabase) {
        records = SQLiteRecordStore(database: database, collection: Self.collection)
    }

    func loadDevices() throws -> [PairedDevice] { try records.all() }

    func saveDevice(_ device: PairedDevice) throws { try records.insert(device) }

    func removeDevice(named name: String) throws { _ = try records.delete(withID: name) }
}
