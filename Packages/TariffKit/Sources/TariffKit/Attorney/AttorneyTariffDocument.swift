/// The JSON shape of an AAÜT file (schema version 1, `Docs/denklem.md` "Adding an AAÜT"); amounts are plain
/// decimal strings (`"9000.00"`), dates `YYYY-MM-DD`.
struct AttorneyTariffDocument: Decodable {
    struct Gazette: Decodable {
        let date: String
        let number: String
        let url: String?
    }

    struct Bracket: Decodable {
        /// The bracket's width in TL; `nil` for the open last one.
        let width: String?
        let percent: String
    }

    /// Always `"attorneyTariff"`: what tells an AAÜT file from a mediation tariff file.
    let kind: String
    let schemaVersion: Int
    let year: Int
    let effectiveFrom: String
    let gazette: Gazette?
    let partyCounselFee: String
    let smallClaimCeiling: String
    let courtFees: [String: String]
    let thirdPart: [Bracket]
}
