import Expectations
import MarineKit
import Testing

/// What `denizrota --version` and `denizrotad --version` say the binaries carry comes from one MarineKit list (the
/// two tools each had the same 11 lines).
@Suite struct MarineDataSetTests {
    @Test func carriedDataSetsNameTheModelAndTheCoastline() {
        expectEqual(
            MarineDataSet.carried,
            [
                MarineDataSet(name: "magneticModel", value: "WMM-2025, 2025.0–2030.0"),
                MarineDataSet(
                    name: "coastline", value: "GSHHG 2.3.7 full resolution, Wessel & Smith, LGPL-3.0, 2017-06-15"),
            ])
    }
}
