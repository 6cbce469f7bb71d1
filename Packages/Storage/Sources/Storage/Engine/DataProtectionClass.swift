/// The data-protection class an Apple platform applies to the database files, so the operating system encrypts
/// them at rest with a key tied to the device passcode (Apple Platform Security guide, "Data Protection classes").
///
/// Applied by `SQLiteDatabase` on iOS, tvOS, watchOS and visionOS only; on Linux and macOS (which protects a whole
/// volume with FileVault instead) it has no effect, and it cannot be exercised on the Linux machines that build
/// this workspace (Docs/security.md).
public enum DataProtectionClass: Sendable, Equatable {
    /// Readable only while the device is unlocked (`FileProtectionType.complete`); a daemon recording a trip
    /// with the screen locked could not write.
    case complete
    /// Created files stay writable while open after locking (`.completeUnlessOpen`).
    case completeUnlessOpen
    /// Readable after the first unlock since boot (`.completeUntilFirstUserAuthentication`): the default, which
    /// keeps background recording working and still protects a powered-off or rebooted device.
    case completeUntilFirstUserAuthentication
    /// No class beyond the volume's own encryption (`.none`).
    case none
}
