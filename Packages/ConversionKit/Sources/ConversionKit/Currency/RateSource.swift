/// A publisher of daily reference exchange rates: the European Central Bank or the Central Bank of the Republic of
/// Türkiye (TCMB).
///
/// Reference rates are published once a working day, as decimals with 4–6 significant digits: a conversion
/// through them is an estimate of that day's market, never an exact conversion.
public enum RateSource: String, Sendable, CaseIterable, Codable {
    /// The ECB's euro foreign exchange reference rates (about 30 currencies against the euro, published around
    /// 16:00 CET on TARGET working days): `eurofxref-daily.xml`.
    case ecb
    /// TCMB's indicative exchange rates (about 20 currencies against the lira, published around 15:30 Istanbul
    /// time on working days): `today.xml`, the ForexBuying (döviz alış) column per its Unit.
    case tcmb

    /// Where the daily file is published.
    public var defaultURL: String {
        switch self {
        case .ecb: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
        case .tcmb: "https://www.tcmb.gov.tr/kurlar/today.xml"
        }
    }

    /// The currency every rate of the file is quoted against (ISO 4217).
    public var baseCurrency: String {
        switch self {
        case .ecb: "EUR"
        case .tcmb: "TRY"
        }
    }

    /// The name printed beside every result (`rate of 2026-11-27, ECB`).
    public var displayName: String {
        switch self {
        case .ecb: "ECB"
        case .tcmb: "TCMB"
        }
    }
}
