import Expectations
import Foundation
import Testing

@testable import MarineKit
@testable import MarineMagnetic

@Suite struct MagneticModelTests {
    private let model = MagneticModel.wmm2025

    /// The official test values of the WMM2025 report (NOAA NCEI/BGS, "WMM2025 Test Values", table of the
    /// technical report): decimal year, height km, lat, lon → X, Y, Z (nT, printed to 0.1) and D (0.01°).
    @Test(arguments: [
        (2025.0, 0.0, 80.0, 0.0, 6521.6, 145.9, 54791.5, 1.28),
        (2025.0, 0.0, 0.0, 120.0, 39677.8, -109.6, -10580.2, -0.16),
        (2025.0, 0.0, -80.0, 240.0, 6117.5, 15751.9, -52022.5, 68.78),
        (2025.0, 100.0, 80.0, 0.0, 6216.0, 92.4, 52598.8, 0.85),
        (2025.0, 100.0, 0.0, 120.0, 37688.6, -96.2, -10152.1, -0.15),
        (2025.0, 100.0, -80.0, 240.0, 5907.6, 14780.3, -49540.7, 68.21),
        (2027.5, 0.0, 80.0, 0.0, 6500.8, 294.5, 54869.4, 2.59),
        (2027.5, 0.0, 0.0, 120.0, 39701.6, -167.4, -10381.8, -0.24),
        (2027.5, 0.0, -80.0, 240.0, 6200.7, 15730.3, -51783.7, 68.49),
        (2027.5, 100.0, 80.0, 0.0, 6196.7, 233.8, 52670.5, 2.16),
        (2027.5, 100.0, 0.0, 120.0, 37711.5, -148.7, -9969.8, -0.23),
        (2027.5, 100.0, -80.0, 240.0, 5984.0, 14760.1, -49317.7, 67.93),
    ])
    func officialTestValues(
        year: Double, heightKm: Double, latitude: Double, longitude: Double, x: Double, y: Double, z: Double,
        declination: Double
    ) {
        let field = model.field(
            at: GeoCoordinate(latitude: latitude, longitude: longitude), heightKm: heightKm, decimalYear: year)
        #expect(abs(field.north - x) <= 0.05 + 1e-9)
        #expect(abs(field.east - y) <= 0.05 + 1e-9)
        #expect(abs(field.down - z) <= 0.05 + 1e-9)
        #expect(abs(field.declination - declination) <= 0.005 + 1e-9)
    }

    @Test func coefficientFileIsTheOfficialOne() {
        expectEqual(model.name, "WMM-2025")
        expectEqual(model.epoch, 2025.0)
        expectEqual(model.maximumDegree, 12)
        expectEqual(model.g[MagneticModel.index(1, 0)], -29_351.8)
        expectEqual(model.h[MagneticModel.index(1, 1)], 4_545.4)
        expectEqual(model.hDot[MagneticModel.index(12, 12)], -0.1)
        #expect(MarineMagnetic.PackageResources.WMM2025_COF.count > 4_000)
    }

    @Test func decimalYearCountsFromJanuaryFirstUTC() throws {
        let formatter = ISO8601DateFormatter()
        let midyear = try #require(formatter.date(from: "2028-07-02T00:00:00Z"))
        expectEqual(MagneticModel.decimalYear(of: midyear), 2028.5)
        let newYear = try #require(formatter.date(from: "2025-01-01T00:00:00Z"))
        expectEqual(MagneticModel.decimalYear(of: newYear), 2025.0)
    }

    /// The day arithmetic gives the calendar's value, to the bit: year ends, leap days, 2000 and 2100, fractions.
    @Test(arguments: [
        1_735_689_600.0, 1_735_689_599.999, 1_767_225_599.5, 951_782_400.0, 951_868_799.0, 4_107_542_400.0,
        4_102_444_799.0, 1_780_315_212.345, -2_208_988_800.0, 0.0, 7_258_118_400.0,
    ])
    func decimalYearMatchesTheCalendar(secondsSince1970: Double) {
        let date = Date(timeIntervalSince1970: secondsSince1970)
        expectEqual(MagneticModel.decimalYear(of: date), MagneticModel.calendarDecimalYear(of: date))
    }

    @Test(arguments: ["", "2025.0 WMM\n 1 0 x 0 0 0\n", "2025.0 WMM\n 14 0 1 0 0 0\n"])
    func rejectsMalformedFiles(text: String) {
        #expect(throws: MagneticModelError.self) { try MagneticModel(cof: text) }
    }
}
