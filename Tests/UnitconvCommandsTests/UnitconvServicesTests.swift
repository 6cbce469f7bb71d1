import CLIKit
import CLIKitTesting
import ConversionKit
import ConversionKitTestSupport
import ConversionStorage
import Expectations
import Foundation
import Testing

@testable import UnitconvCommands

extension UnitconvServices {
    /// Services without a file: every open gets ConversionKitTestSupport's in-memory store.
    static func inMemory(_ store: InMemoryConversionStore) -> UnitconvServices {
        UnitconvServices { _, _ in ConversionStores(history: store, favorites: store) }
    }
}

/// `unitconv` commands through the in-memory composition root: history and favorites without a database file.
@Suite struct UnitconvServicesTests {
    /// A path that must never be created.
    static let path = "/nonexistent-unitconv-services/never.sqlite"
    let store = InMemoryConversionStore()

    func run(_ arguments: [String]) async -> ToolRun {
        var harness = ToolHarness(
            UnitconvTool.tool, variables: ["LANG": "C", "UNITCONV_DB": Self.path],
            now: { Date(timeIntervalSince1970: 1_800_000_000) })
        harness.services = UnitconvServices.inMemory(store)
        return await harness.run(arguments)
    }

    @Test func conversionsGoToTheServicesHistory() async {
        let mile = await run(["1", "mi", "km"])
        #expect(mile.exitCode == .success && mile.standardOutput.contains("1.609344"), "\(mile.standardError)")
        _ = await run(["100", "cm", "in"])
        expectEqual(store.recent(limit: 10).map(\.input), ["100 cm in", "1 mi km"])
        #expect(store.recent(limit: 1).first?.exact == "5000/127")  // 100 cm = 100 / 2.54 in exactly
        let history = await run(["history"])
        expectEqual(history.exitCode, .success)
        #expect(
            history.standardOutput
                == "2027-01-15T08:00:00Z  100 cm in  →  39.37007874 in\n2027-01-15T08:00:00Z  1 mi km  →  1.609344 km\n"
        )
        #expect(!FileManager.default.fileExists(atPath: Self.path))
    }

    @Test func favoritesGoToTheServicesStore() async {
        #expect(await run(["favorites", "add", "km", "mi"]).exitCode == .success)
        #expect(await run(["favorites", "add", "kg", "lb"]).exitCode == .success)
        #expect(
            store.favorites() == [
                FavoritePair(fromID: "length.kilometer", toID: "length.mile"),
                FavoritePair(fromID: "mass.kilogram", toID: "mass.pound"),
            ])
        let list = await run(["favorites"])
        #expect(
            list.exitCode == .success && list.standardOutput.contains("km") && list.standardOutput.contains("lb"),
            "\(list.standardError)")
        #expect(!FileManager.default.fileExists(atPath: Self.path))
    }
}
