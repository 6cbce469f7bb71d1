import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import Testing

/// `denizrota boat show|set --json` is MarineKit's `BoatDocument` byte for byte (the daemon's `/api/v1/boat`
/// encodes the same type): one boat vocabulary, owned by the library (issue 35).
@Suite struct BoatDocumentTests {
    @Test func boatIsTheLibraryDocument() async throws {
        let harness = ToolHarness.denizrota()
        let shown = await harness.run(["boat", "show", "--json"])
        expectEqual(shown.standardOutput, try JSONText.text(LibraryDocument(BoatDocument(.defaults))))
        let set = await harness.run([
            "boat", "set", "--name", "Deniz", "--tank", "200", "--fuel-price", "45.5", "--json",
        ])
        var boat = BoatSettings.defaults
        (boat.name, boat.tankCapacityLiters, boat.fuelPricePerLiter) = ("Deniz", 200, Decimal(string: "45.5") ?? 0)
        expectEqual(set.standardOutput, try JSONText.text(LibraryDocument(BoatDocument(boat))))
        #expect(set.standardOutput.contains(#""fuelPricePerLiter" : "45.50""#))
    }
}
