/// Texts of figures remembered by their rounding: a long route repeats distances, bearings, durations, fuel and
/// costs once rounded (a recorded track turned into a route: 200,000 legs of a few metres at one speed; issue 30),
/// and the decimal formatters take microseconds a figure.
///
/// A value is looked up by its rounding to the text's decimals computed in `Double` (``key(_:places:)``); one too
/// near a tie for that rounding to be certain is formatted on its own and not remembered, so every text is the
/// formatter's own.
final class RoundedTextMemo {
    private var texts: [Int: String] = [:]

    /// The text `make` gives for `value` shown with `places` decimals, made once per rounded value.
    func text(_ value: Double, places: Int, _ make: () -> String) -> String {
        guard let key = Self.key(value, places: places) else { return make() }
        if let known = texts[key] { return known }
        let made = make()
        texts[key] = made
        return made
    }

    /// `value` × 10^places rounded, when certain: nil within a millionth of a tie (far above `Double`'s error in
    /// the figures' arithmetic: a relative 1e-15), for a negative or non-finite value and for one of 10^12 or more.
    static func key(_ value: Double, places: Int) -> Int? {
        var scaled = value
        for _ in 0..<places { scaled *= 10 }
        guard scaled >= 0, scaled < 1e12 else { return nil }
        let fraction = scaled - scaled.rounded(.down)
        guard abs(fraction - 0.5) > 1e-6 else { return nil }
        return Int(scaled.rounded())
    }
}
