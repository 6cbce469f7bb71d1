#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    import Foundation
#endif

/// Applies a ``DataProtectionClass`` to a database file and its `-wal`/`-shm` companions where the platform has
/// data protection; compiles to nothing elsewhere.
///
/// Files SQLite creates later (a new `-wal`) take the class of their directory, an app container's default
/// (`completeUntilFirstUserAuthentication` unless the app's entitlement says otherwise); each open reapplies
/// the configured class to the files present.
enum DataProtection {
    /// Sets the class on `path` and its companions that exist; a failure leaves the file as it was (the platform
    /// default still applies) and does not prevent opening.
    static func apply(_ protection: DataProtectionClass, toDatabaseAt path: String) {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            let type: FileProtectionType =
                switch protection {
                case .complete: .complete
                case .completeUnlessOpen: .completeUnlessOpen
                case .completeUntilFirstUserAuthentication: .completeUntilFirstUserAuthentication
                case .none: .none
                }
            for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
                try? FileManager.default.setAttributes([.protectionKey: type], ofItemAtPath: file)
            }
        #endif
    }
}
