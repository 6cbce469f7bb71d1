import Foundation

/// Writes latitudes and longitudes as decimal degrees (`36.85390°N`), degrees and decimal minutes
/// (`36°51.234′N`, `028°15.200′E`) or degrees, minutes and seconds (`36°51′14.0″N`).
///
/// The last component is rounded half away from zero to ``fractionDigits`` exactly, on the shortest decimal text of
/// the `Double` (so 59.9996′ at 3 digits carries into the next degree: `37°00.000′N`). Signs become hemisphere
/// letters; zero is north/east. The decimal separator and the letters follow the language (`36°51,234′K` in
/// Turkish) unless ``hemispheres`` is ``Hemispheres/international``. Values outside ±90/±180 are written as given;
/// NaN and infinities are written `NaN`.
public struct CoordinateFormatter: Sendable, Hashable {
    /// The layout of the value.
    public enum Style: Sendable, Hashable {
        /// `36.85390°N`.
        case decimalDegrees
        /// `36°51.234′N` (nautical charts and GPS plotters).
        case degreesDecimalMinutes
        /// `36°51′14.0″N`.
        case degreesMinutesSeconds
    }

    /// Hemisphere letters.
    public enum Hemispheres: Sendable, Hashable {
        /// The language's letters (Turkish K G D B, German N S O W, French and Spanish N S E O).
        case localized
        /// N S E W in every language.
        case international
    }

    /// Symbols between the components.
    public enum Symbols: Sendable, Hashable {
        /// `°`, U+2032 `′`, U+2033 `″`.
        case unicode
        /// ASCII for plain-text logs and NMEA-minded tools: `36 51.234N`, `36 51 14.0N`, `36.85390N`.
        case ascii
    }

    /// Layout.
    public var style: Style
    /// Fraction digits of the last component, 0…8 (clamped).
    public var fractionDigits: Int
    /// Localized or international hemisphere letters.
    public var hemispheres: Hemispheres
    /// Unicode or ASCII symbols.
    public var symbols: Symbols

    /// Creates a formatter; by default degrees and decimal minutes to 3 digits (about 2 m), localized letters.
    public init(
        style: Style = .degreesDecimalMinutes, fractionDigits: Int = 3, hemispheres: Hemispheres = .localized,
        symbols: Symbols = .unicode
    ) {
        self.style = style
        self.fractionDigits = min(max(fractionDigits, 0), 8)
        self.hemispheres = hemispheres
        self.symbols = symbols
    }

    /// `degrees` (north positive) as a latitude.
    public func formatLatitude(_ degrees: Double, conventions: LanguageConventions) -> String {
        format(degrees, axis: .latitude, conventions: conventions)
    }

    /// `degrees` (east positive) as a longitude.
    public func formatLongitude(_ degrees: Double, conventions: LanguageConventions) -> String {
        format(degrees, axis: .longitude, conventions: conventions)
    }

    /// `degrees` on `axis`.
    public func format(_ degrees: Double, axis: CoordinateAxis, conventions: LanguageConventions) -> String {
        if style == .degreesDecimalMinutes, let fast = DecimalMinutes(degrees, fractionDigits: fractionDigits) {
            let minutes = fast.minutesText(separator: conventions.decimalSeparator)
            let degreesText = fast.degreesText(width: axis.degreeDigits)
            let body = degreesText + (symbols == .ascii ? " " + minutes : "°" + minutes + "\u{2032}")
            return body + String(hemisphereLetter(axis: axis, negative: fast.isNegative, conventions: conventions))
        }
        guard let value = Decimal(shortestRepresentationOf: degrees) else { return "NaN" }
        let components = SexagesimalComponents(
            magnitude: value.magnitude, style: style, fractionDigits: fractionDigits)
        let body = components.text(
            axis: axis, symbols: symbols, separator: conventions.decimalSeparator)
        let isNegative = value < 0 && !components.isZero
        return body + String(hemisphereLetter(axis: axis, negative: isNegative, conventions: conventions))
    }

    private func hemisphereLetter(axis: CoordinateAxis, negative: Bool, conventions: LanguageConventions) -> Character {
        let letters = hemispheres == .localized ? conventions.hemisphereLetters : ["N", "S", "E", "W"]
        let indexes = axis.hemisphereIndexes
        return letters[negative ? indexes.negative : indexes.positive]
    }
}
