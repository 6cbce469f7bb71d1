import Foundation

/// Compass points for `--wind-from`: degrees (0–360) or one of the 16 English points (N, NNE, … NNW) or the
/// 8 Turkish ones (K, KD, D, GD, G, GB, B, KB — kuzey, doğu, güney, batı); case is ignored.
enum CompassPoint {
    /// The 16-point rose from north, clockwise, 22.5° apart.
    static let english = [
        "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
    ]
    /// The 8 Turkish points from north (kuzey), clockwise, 45° apart.
    static let turkish = ["K", "KD", "D", "GD", "G", "GB", "B", "KB"]

    /// Degrees true for `text`, or nil when it is neither a number in 0–360 nor a point.
    static func degrees(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Double(trimmed) { return number.isFinite && (0...360).contains(number) ? number : nil }
        let upper = trimmed.uppercased()
        if let index = english.firstIndex(of: upper) { return Double(index) * 22.5 }
        if let index = turkish.firstIndex(of: upper) { return Double(index) * 45 }
        return nil
    }
}
