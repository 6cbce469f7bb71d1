/// Combining a wind sea with swell, and the sheltered-water rule (sqrt(swell² + wind sea²), as tremo/DenizRota-ios
/// `WeatherService.swift`).
public enum SeaStateCombination {
    /// Significant height of two independent wave systems: energies add, so H = √(H_swell² + H_windsea²)
    /// (the combination the seed used, DenizRota-ios `WeatherService.swift`).
    public static func combinedHeight(swell: Double, windSea: Double) -> Double {
        (swell * swell + windSea * windSea).squareRoot()
    }

    /// The wind sea to use at a place: the local fetch-limited estimate replaces the model's wind sea when it
    /// is smaller (sheltered water the 0.08° wave model cannot resolve); otherwise the model stands.
    public static func shelteredWindSea(model: Double?, estimate: Double?) -> Double? {
        switch (model, estimate) {
        case (let model?, let estimate?): min(model, estimate)
        case (let model?, nil): model
        case (nil, let estimate?): estimate
        case (nil, nil): nil
        }
    }
}
