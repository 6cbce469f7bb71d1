import MarineKit
import Storage

extension DenizrotaServices {
    /// The services of a test that supplied none: each reports its name through `report` when a command uses it and
    /// then fails (the database cannot be opened, no curl, the network is offline, no keyring), so the test fails
    /// loudly instead of opening SQLite files, running curl or asking the desktop keyring.
    ///
    /// - Parameter report: `ToolEnvironment.reportUnsuppliedService`.
    /// - Returns: the failing services.
    static func failing(_ report: @escaping @Sendable (String) -> Void) -> DenizrotaServices {
        DenizrotaServices(
            openDatabase: { _, _ throws(StorageError) in
                report("DenizrotaServices.openDatabase")
                throw StorageError(kind: .cannotOpen, message: "the test did not supply DenizrotaServices.openDatabase")
            },
            weatherTransport: { _ in
                report("DenizrotaServices.weatherTransport")
                return nil
            },
            syncTransport: {
                report("DenizrotaServices.syncTransport")
                return FailingSyncTransport()
            },
            syncRemote: { userID, endpoints, tokens in
                report("DenizrotaServices.syncRemote")
                return FirestoreRESTClient(
                    userID: userID, endpoints: endpoints, tokens: tokens, transport: FailingSyncTransport(),
                    sleep: { _ in })
            },
            keyring: {
                report("DenizrotaServices.keyring")
                return nil
            })
    }

    /// A transport a test did not supply: every request is offline.
    struct FailingSyncTransport: SyncTransport {
        func send(_ request: SyncHTTPRequest) async throws(SyncError) -> HTTPReply {
            throw .offline(detail: "the test did not supply the sync transport")
        }
    }
}
