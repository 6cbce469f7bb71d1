import Expectations
import Foundation
import Localization
import MarineStorage
import PosixKit
import Storage
import Testing

@testable import DenizrotadCommands

/// `denizrotad --sync` says in the user's language when a push cannot start (it said `sync: SystemCallError(…)`).
@Suite struct SyncOutletTests {
    final class Lines: @unchecked Sendable {
        var lines: [String] = []
    }

    @Test(arguments: [
        (Language.turkish, "sync: gönderim başlatılamadı: "), (.german, "sync: das Hochladen konnte nicht gestartet"),
        (.japanese, "sync: 送信を開始できませんでした: "),
    ])
    func aPushThatCannotStartIsLocalized(language: Language, prefix: String) throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: MarineDatabase.migrations)
        let localizer = Localizer(language: language, sets: DenizrotadTool.catalogs)
        let logged = Lines()
        let outlet = SyncOutlet(
            state: StoredSyncState(ledger: SyncLedger(database: database), now: { Date(timeIntervalSince1970: 0) }),
            pushOutbox: { _ in throw SystemCallError(call: "posix_spawn", code: ENOENT) }, databasePath: "boat.db",
            log: { logged.lines.append($0) }, text: { localizer.text($0, arguments: $1) },
            message: { String(describing: $0) })
        outlet.deliver(.tripStopped(id: 7, time: Date(timeIntervalSince1970: 0), automatic: false, statistics: nil))
        expectEqual(logged.lines.count, 1)
        expectEqual(logged.lines.first?.hasPrefix(prefix), true, "\(logged.lines)")
        #expect(try StoredSyncState(ledger: SyncLedger(database: database), now: { Date() }).outbox() == [7])
    }
}
