/// Turns a GGA horizontal dilution of precision into a horizontal error estimate in metres.
///
/// error = HDOP × UERE. The UERE values are gpsd's (`gpsd/gpsd.c`, `P_UERE_NO_DGPS 19.0` and
/// `P_UERE_WITH_DGPS 4.75`, "meters, 95% confidence"); gpsd 3.22 reports `eph` = 19.0 × HDOP for an
/// autonomous fix (observed under `gpsfake`: HDOP 0.98 → eph 18.62 m), so NMEA and gpsd sources are filtered alike.
package struct HDOPAccuracyModel: Sendable, Equatable {
    /// User equivalent range error for autonomous fixes, metres.
    public var autonomousUERE: Double
    /// User equivalent range error for differential (GGA quality 2, 4, 5) fixes, metres.
    public var differentialUERE: Double

    /// Creates a model; the defaults are gpsd's constants.
    public init(autonomousUERE: Double = 19.0, differentialUERE: Double = 4.75) {
        self.autonomousUERE = autonomousUERE
        self.differentialUERE = differentialUERE
    }

    /// The 95 % horizontal error in metres for an HDOP and GGA quality.
    public func horizontalError(hdop: Double, quality: Int?) -> Double {
        let differential = quality == 2 || quality == 4 || quality == 5
        return hdop * (differential ? differentialUERE : autonomousUERE)
    }
}
