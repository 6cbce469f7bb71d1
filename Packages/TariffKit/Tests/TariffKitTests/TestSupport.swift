import Foundation
import TariffKit
import Testing

/// A TL amount from a plain literal such as `"18000.05"` (test literals only; never user input).
func tl(_ text: String) -> Decimal {
    guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
        preconditionFailure("bad test literal \(text)")
    }
    return value
}

/// A date from a `YYYY-MM-DD` literal.
func day(_ text: String) -> CivilDate {
    guard let date = CivilDate(iso: text) else { preconditionFailure("bad test date \(text)") }
    return date
}

/// The bundled tariffs, loaded once.
let bundledLibrary: TariffLibrary = {
    do {
        return try TariffLibrary.bundled()
    } catch {
        preconditionFailure("bundled tariffs do not load: \(error)")
    }
}()

/// A bundled tariff by year.
func bundledTariff(_ year: Int) -> Tariff {
    do {
        return try bundledLibrary.tariff(forYear: year)
    } catch {
        preconditionFailure("no bundled tariff \(year)")
    }
}

/// One example worked by hand from a tariff, with its expected figures.
struct FeeExample: Sendable, CustomTestStringConvertible {
    let id: String
    let year: Int
    let request: FeeRequest
    let total: String
    var perMediator: String?
    var perParty: String?
    var statePays: String = "0"
    var readings = FeeReadings.defaults

    var testDescription: String { id }
}
