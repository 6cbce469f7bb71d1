import MarineKit
import Storage

/// `denizrotad`'s composition root: the services the daemon uses besides its arguments and the environment.
///
/// Built once per run, by the executable with ``live(_:)`` (`DenizrotadServices+Live.swift`, the only file that
/// opens the SQLite file, finds `curl` or `espeak-ng`, opens a GPS source or starts `denizrota sync --push`) or by a
/// test from in-memory doubles (Storage's in-memory database, MarineKitTestSupport's `ScriptedPositionSource`,
/// DenizrotadTestSupport's `RecordingHookRunner` and `RecordingSpeaker`); the daemon command reads it as
/// `context.services`.
public struct DenizrotadServices: Sendable {
    /// Opens the database at a path with a durability (`.full` for live sources) and a lock wait in milliseconds.
    var openDatabase:
        @Sendable (_ path: String, _ durability: Durability, _ busyTimeoutMilliseconds: Int32) throws(StorageError)
            -> SQLiteDatabase
    /// The Open-Meteo transport for `--weather`; nil when none is available (no `curl` on `PATH`).
    var weatherTransport: @Sendable () -> (any OpenMeteoTransport)?
    /// Opens the position source a `--source` address names (gpsd, NMEA over TCP or UDP, a serial line, a file).
    var positionSource: @Sendable (_ address: SourceAddress) throws -> any PositionSource
    /// Starts one push of the sync outbox of the database at a path (`--sync`); nil when the daemon cannot push
    /// (no `denizrota` beside it or on `PATH`).
    var syncPush: (@Sendable (_ databasePath: String) throws -> Void)?
    /// Starts the `--hook` program for each event.
    var hookRunner: any HookRunner
    /// The speech synthesizer for `--speak`; nil when the system has none (no `espeak-ng` on `PATH`).
    var speaker: @Sendable () -> (any Speaker)?

    /// Creates the services (the live ones come from ``live(_:)``; tests build their own).
    init(
        openDatabase:
            @escaping @Sendable (_ path: String, _ durability: Durability, _ busyTimeoutMilliseconds: Int32)
            throws(StorageError) -> SQLiteDatabase,
        weatherTransport: @escaping @Sendable () -> (any OpenMeteoTransport)?,
        positionSource: @escaping @Sendable (_ address: SourceAddress) throws -> any PositionSource,
        syncPush: (@Sendable (_ databasePath: String) throws -> Void)?,
        hookRunner: any HookRunner,
        speaker: @escaping @Sendable () -> (any Speaker)?
    ) {
        self.openDatabase = openDatabase
        self.weatherTransport = weatherTransport
        self.positionSource = positionSource
        self.syncPush = syncPush
        self.hookRunner = hookRunner
        self.speaker = speaker
    }
}
