/// The open readings of the attorney fee at the mediation stage (AAÜT madde 16/2 and 9/1; the text does not settle
/// them).
public struct AttorneyReadings: Sendable, Equatable {
    /// Which article prices tenancy claims at the mediation stage.
    public enum TenancyBasis: String, Sendable, CaseIterable {
        /// Default (DENKLEM): madde 9/1, max(Third Part on the annual amount, the Sulh Hukuk fee).
        case article9
        /// madde 16/2-a as for any monetary agreement: 1,25 × Third Part, capped at the amount.
        case article16
    }

    /// Two tenancy claims in one file.
    public enum TenancyClaims: String, Sendable, CaseIterable {
        /// Default (DENKLEM's code): each claim priced, then added.
        case perClaim
        /// The amounts added first, then priced once (DENKLEM's plan document).
        case sumFirst
    }

    /// The tenancy basis reading.
    public var tenancyBasis: TenancyBasis
    /// The tenancy claims reading.
    public var tenancyClaims: TenancyClaims

    /// Creates readings; the defaults are DENKLEM's.
    public init(tenancyBasis: TenancyBasis = .article9, tenancyClaims: TenancyClaims = .perClaim) {
        self.tenancyBasis = tenancyBasis
        self.tenancyClaims = tenancyClaims
    }

    /// The readings as data: name, values and member (``ReadingTable``).
    static let table = ReadingTable<AttorneyReadings>(entries: [
        .init("tenancyBasis", TenancyBasis.self, load: { $0.tenancyBasis }) { $0.tenancyBasis = $1 },
        .init("tenancyClaims", TenancyClaims.self, load: { $0.tenancyClaims }) { $0.tenancyClaims = $1 },
    ])

    /// The reading names `--reading NAME=VALUE` accepts.
    public static let names = table.names

    /// The values of a reading, or `nil` for an unknown name.
    public static func values(of name: String) -> [String]? {
        table.values(of: name)
    }

    /// Sets a reading by name; `false` when the name or value is unknown.
    public mutating func setting(_ name: String, to value: String) -> Bool {
        Self.table.set(name, to: value, in: &self)
    }
}
