import MarineKit
import Storage

extension DenizrotadServices {
    /// The services of a test that supplied none: each reports its name through `report` when the daemon uses it and
    /// then fails (the database cannot be opened, no curl, no position source, no hook or speech program), so the
    /// test fails loudly instead of opening SQLite files, serial ports or running programs.
    ///
    /// - Parameter report: `ToolEnvironment.reportUnsuppliedService`.
    /// - Returns: the failing services.
    static func failing(_ report: @escaping @Sendable (String) -> Void) -> DenizrotadServices {
        DenizrotadServices(
            openDatabase: { _, _, _ throws(StorageError) in
                report("DenizrotadServices.openDatabase")
                throw StorageError(
                    kind: .cannotOpen, message: "the test did not supply DenizrotadServices.openDatabase")
            },
            weatherTransport: {
                report("DenizrotadServices.weatherTransport")
                return nil
            },
            positionSource: { _ in
                report("DenizrotadServices.positionSource")
                throw StorageError(
                    kind: .cannotOpen, message: "the test did not supply DenizrotadServices.positionSource")
            },
            syncPush: { _ in report("DenizrotadServices.syncPush") },
            hookRunner: FailingHookRunner(report: report),
            speaker: {
                report("DenizrotadServices.speaker")
                return nil
            })
    }

    /// A hook runner a test did not supply: it reports `DenizrotadServices.hookRunner` and runs nothing.
    struct FailingHookRunner: HookRunner {
        let report: @Sendable (String) -> Void

        func canRun(_ program: String) -> Bool {
            report("DenizrotadServices.hookRunner")
            return false
        }

        func start(_ program: String, arguments: [String], input: [UInt8]) throws {
            report("DenizrotadServices.hookRunner")
        }
    }
}
