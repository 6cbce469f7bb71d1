extension GeoCoordinate {
    /// The coordinate rounded to `step` degrees (default 0.01°, about 1.1 km of latitude).
    ///
    /// This is the key of the forecast cache and the position sent to Open-Meteo, whose grid cells are several
    /// kilometres wide (open-meteo.com/en/docs: the answer is the centre of the grid cell used).
    public func rounded(toDegrees step: Double = 0.01) -> GeoCoordinate {
        GeoCoordinate(
            latitude: (latitude / step).rounded() * step,
            longitude: (longitude / step).rounded() * step)
    }
}
