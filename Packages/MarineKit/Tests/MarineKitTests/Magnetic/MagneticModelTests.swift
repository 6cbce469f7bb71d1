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

    /// X, Y, Z to the bit as the model gave them before its Legendre constants were taken once and its work moved
    /// into one stack buffer (issue 30): the poles, both sides of the antimeridian, a height, dates inside and
    /// outside 2025–2030 (latitude, longitude, height km, decimal year, then the bit patterns of X, Y, Z).
    @Test(
        arguments: [
            (90.0, 0.0, 0.0, 2025.0, 0x409b_1b32_6f0e_62cc, 0x407b_0bd2_e1a6_e85e, 0x40eb_c38c_23be_a915),
            (-90.0, 45.0, 0.0, 2027.5, 0x40ad_c6ba_0b2b_973a, 0xc0d0_0062_ed99_6ba9, 0xc0e9_2b8a_57f6_7a5f),
            (89.999999, 10.0, 0.0, 2026.3, 0x4099_0493_abb9_0cea, 0x4089_34eb_5150_16c5, 0x40eb_c71a_6088_af13),
            (-89.99, -170.0, 0.0, 2029.99, 0xc0c8_4f41_3a88_da84, 0x40c6_1e0c_a68b_17bf, 0xc0e9_17b7_c75b_8780),
            (0.0, 180.0, 0.0, 2025.5, 0x40e0_51ba_ed86_f9db, 0x40b6_ee5e_fe73_3bbe, 0xc0a7_f6fe_40ed_e43d),
            (0.0, -180.0, 0.0, 2025.5, 0x40e0_51ba_ed86_f9dc, 0x40b6_ee5e_fe73_3bbe, 0xc0a7_f6fe_40ed_e437),
            (36.95, 179.9999999, 0.0, 2028.1, 0x40d9_3161_863e_bbb1, 0x409f_931c_d886_ebe2, 0x40de_7f1c_90df_aa8f),
            (-12.5, -179.99, 0.0, 2026.0, 0x40e0_316a_2193_75c7, 0x40ba_c492_d8f0_d895, 0xc0d3_0493_9679_578a),
            (36.9, 27.3, 0.0, 2026.4945, 0x40da_8cf3_60e8_b143, 0x40a3_ccd2_ae5f_ace9, 0x40e2_5c41_b6ff_52d6),
            (0.0, 0.0, 0.0, 2025.0, 0x40da_cf7b_6f84_2f27, 0xc09e_1e59_737c_925e, 0xc0cf_4567_4a93_26d4),
            (-80.0, 240.0, 100.0, 2027.5, 0x40b7_5ff9_de63_d5b4, 0x40cc_d411_67a7_92b7, 0xc0e8_14b5_75ae_7b1c),
            (45.0, -93.2, 0.0, 2030.2, 0x40d1_856b_afcc_e08c, 0xc05a_6c67_147e_4873, 0x40e8_c7ba_1a4e_1bf1),
            (51.5, -0.12, 0.0, 2024.9, 0x40d3_1584_b634_7b41, 0x4073_04d0_c9cb_fe24, 0x40e5_f90c_742b_97f9),
            (-33.9, 151.2, 0.0, 2029.5, 0x40d7_656f_ab8c_696d, 0x40b5_6cea_6c8e_2328, 0xc0e9_155e_c73a_c7a4),
        ] as [(Double, Double, Double, Double, UInt64, UInt64, UInt64)])
    func fieldIsTheSameToTheBit(
        latitude: Double, longitude: Double, heightKm: Double, year: Double, north: UInt64, east: UInt64, down: UInt64
    ) {
        let field = model.field(
            at: GeoCoordinate(latitude: latitude, longitude: longitude), heightKm: heightKm, decimalYear: year)
        expectEqual([field.north.bitPattern, field.east.bitPattern, field.down.bitPattern], [north, east, down])
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
