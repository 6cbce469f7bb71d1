import CLIKit
import CLIKitTesting
import ConversionKit
import ConversionKitTestSupport
import ConversionStorage
import Expectations
import Foundation
import Storage
import Testing

@testable import UnitconvCommands

/// Issue 32, medium 5: a database that cannot be written (a read-only file or mount) still converts, with a
/// warning that the history was not recorded, and `fav N` / `--fav N` read their pair from it (exit 74 before).
@Suite struct ReadOnlyDatabaseTests {
    let store = InMemoryConversionStore()

    /// Services whose read-write opening fails as SQLite does on a read-only file; read-only openings work.
    func run(_ arguments: [String]) async -> ToolRun {
        let store = store
        var harness = ToolHarness(UnitconvTool.tool, variables: ["LANG": "C", "UNITCONV_DB": "/read-only/u.sqlite"])
        harness.services = UnitconvServices { _, readOnly throws(StorageError) in
            guard readOnly else {
                throw StorageError(kind: .readOnly, message: "attempt to write a readonly database")
            }
            return ConversionStores(history: store, favorites: store)
        }
        return await harness.run(arguments)
    }

    @Test func conversionsAndFavoritesWork() async {
        store.addFavorite(FavoritePair(fromID: "length.kilometer", toID: "length.mile"))
        let converted = await run(["5", "km", "mi"])
        expectEqual(converted.exitCode, .success)
        expectEqual(converted.standardOutput, "3.10685596 mi\n")
        #expect(converted.standardError.contains("not recorded"))
        for arguments in [["--fav", "1", "5"], ["fav", "1", "5"]] {
            let favorite = await run(arguments)
            expectEqual(favorite.exitCode, .success, "\(arguments): \(favorite.standardError)")
            expectEqual(favorite.standardOutput, "3.10685596 mi\n")
        }
    }
}
