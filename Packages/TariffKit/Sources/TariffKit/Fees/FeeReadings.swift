/// The readings of the tariff that its text leaves open (<doc:Readings>), each a named option with a default.
///
/// Every ``FeeResult`` lists, under `assumptions`, the readings its calculation consulted as `name.value` ids
/// (for example `minimumScope.total`), so users can see them and pick another.
public struct FeeReadings: Sendable, Equatable {
    /// Whether the Madde 7(7) minimum applies to a non-monetary agreement (<doc:Readings>).
    public enum NonMonetaryMinimum: String, Sendable, CaseIterable {
        /// Default: the literal text, "anlaşma bedeline bakılmaksızın", covers every agreement.
        case applies
        /// DENKLEM's reading: hourly fee only.
        case notApplied
    }

    /// Series fee against the minimum (<doc:Readings>).
    public enum SeriesMinimum: String, Sendable, CaseIterable {
        /// Default: Madde 7(4) replaces Part 2 and the minimum (DENKLEM; the specific rule wins).
        case seriesFeeOnly
        /// Each file is at least the Madde 7(6)/(7) minimum.
        case minimumPerFile
    }

    /// With several mediators, whether the minimum bounds the total or each mediator's share (<doc:Readings>).
    public enum MinimumScope: String, Sendable, CaseIterable {
        /// Default: the minimum bounds the fee, which Madde 3(3) then splits.
        case total
        /// Each mediator's share is at least the minimum.
        case perMediator
    }

    /// Eviction and rent determination agreed together (<doc:Readings>).
    public enum EvictionWithDetermination: String, Sendable, CaseIterable {
        /// Default (DENKLEM): fee of each base, added, minimum applied once.
        case separateFeesMinimumOnce
        /// Bases added, bands applied once, minimum once.
        case combinedBase
        /// Each part's fee is at least the minimum, then added.
        case minimumEachPart
    }

    /// How the parties' part is split when more than 2 persons are parties (<doc:Readings>).
    public enum PartySplit: String, Sendable, CaseIterable {
        /// Default: equally per person; the tariff's brackets count persons as parties.
        case perPerson
        /// Equally per side (two sides).
        case perSide
    }

    /// Fractional meeting hours (<doc:Readings>).
    public enum FractionalHours: String, Sendable, CaseIterable {
        /// Default: pro rata, 2,5 h = 2,5 × the hourly fee.
        case proRata
        /// A started hour counts as a full hour.
        case roundUp
    }

    /// The cap on the state's payment of the consumer's share, TKHK 73/A(3) (<doc:Readings>).
    public enum ConsumerCap: String, Sendable, CaseIterable {
        /// Default (DENKLEM): the two-hour fee of one party (2026, 2 persons: 2 × 1.000 = 2.000 TL).
        case perPartyTwoHours
        /// The whole two-hour fee (2026, 2 persons: 2 × 2.000 = 4.000 TL).
        case totalTwoHours
        /// DENKLEM's plan for any number of persons: one party's two-hour fee at the two-person rate, as the law
        /// protects the consumer's side, not a count of persons (2026: 2 × 1.000 = 2.000 TL with 2, 4 or 12 persons;
        /// the default gives 2 × 2.200 ÷ 4 = 1.100 TL with 4).
        case twoPersonRate
    }

    /// A rent determination that lowers the rent, Madde 7(5) (<doc:Readings>).
    public enum RentDecrease: String, Sendable, CaseIterable {
        /// Default: the literal text, "belirlenen kira bedeli farkının bir yıllık tutarı": a decrease is a difference
        /// too (300.000 → 150.000 a month: base 1.800.000).
        case difference
        /// Only an increase is a base; a decrease gives base 0, so the minimum fee.
        case increaseOnly
    }

    /// Madde 7(7) minimum for a non-monetary agreement.
    public var nonMonetaryMinimum: NonMonetaryMinimum
    /// Series fee against the minimum.
    public var seriesMinimum: SeriesMinimum
    /// Whether the minimum bounds the total or each mediator's share.
    public var minimumScope: MinimumScope
    /// Eviction and rent determination agreed together.
    public var evictionWithDetermination: EvictionWithDetermination
    /// How the parties' part is split among more than 2 persons.
    public var partySplit: PartySplit
    /// Fractional meeting hours.
    public var fractionalHours: FractionalHours
    /// The cap on the state's payment of the consumer's share.
    public var consumerCap: ConsumerCap
    /// A rent determination that lowers the rent.
    public var rentDecrease: RentDecrease

    /// Creates readings; every parameter defaults to the documented default.
    public init(
        nonMonetaryMinimum: NonMonetaryMinimum = .applies, seriesMinimum: SeriesMinimum = .seriesFeeOnly,
        minimumScope: MinimumScope = .total,
        evictionWithDetermination: EvictionWithDetermination = .separateFeesMinimumOnce,
        partySplit: PartySplit = .perPerson, fractionalHours: FractionalHours = .proRata,
        consumerCap: ConsumerCap = .perPartyTwoHours, rentDecrease: RentDecrease = .difference
    ) {
        self.nonMonetaryMinimum = nonMonetaryMinimum
        self.seriesMinimum = seriesMinimum
        self.minimumScope = minimumScope
        self.evictionWithDetermination = evictionWithDetermination
        self.partySplit = partySplit
        self.fractionalHours = fractionalHours
        self.consumerCap = consumerCap
        self.rentDecrease = rentDecrease
    }

    /// The documented defaults.
    public static let defaults = FeeReadings()

    /// The readings as data: name, values and member (``ReadingTable``).
    static let table = ReadingTable<FeeReadings>(entries: [
        .init("nonMonetaryMinimum", NonMonetaryMinimum.self, load: { $0.nonMonetaryMinimum }) {
            $0.nonMonetaryMinimum = $1
        },
        .init("seriesMinimum", SeriesMinimum.self, load: { $0.seriesMinimum }) { $0.seriesMinimum = $1 },
        .init("minimumScope", MinimumScope.self, load: { $0.minimumScope }) { $0.minimumScope = $1 },
        .init("evictionWithDetermination", EvictionWithDetermination.self, load: { $0.evictionWithDetermination }) {
            $0.evictionWithDetermination = $1
        },
        .init("partySplit", PartySplit.self, load: { $0.partySplit }) { $0.partySplit = $1 },
        .init("fractionalHours", FractionalHours.self, load: { $0.fractionalHours }) { $0.fractionalHours = $1 },
        .init("consumerCap", ConsumerCap.self, load: { $0.consumerCap }) { $0.consumerCap = $1 },
        .init("rentDecrease", RentDecrease.self, load: { $0.rentDecrease }) { $0.rentDecrease = $1 },
    ])

    /// The names of the readings, as used in ids and by ``setting(_:to:)``.
    public static let names = table.names

    /// Changes one reading by name and value (for example `"minimumScope"`, `"perMediator"`).
    /// - Returns: `false` when the name or the value is unknown; the readings are then unchanged.
    public mutating func setting(_ name: String, to value: String) -> Bool {
        Self.table.set(name, to: value, in: &self)
    }

    /// The allowed values of a reading, `nil` for an unknown name.
    public static func values(of name: String) -> [String]? {
        table.values(of: name)
    }
}
