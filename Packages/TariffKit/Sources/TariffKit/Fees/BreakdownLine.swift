import Foundation

/// One step of a fee calculation, structured so that an app can render it in any language.
///
/// The catalog key is `fee.breakdown.<kind>`; ``values`` fill its placeholders in order.
public struct BreakdownLine: Sendable, Equatable {
    /// A typed placeholder value, so apps can format money, percentages and hours their own way.
    public enum Value: Sendable, Equatable {
        /// An amount in TL (exact; apps round for display).
        case money(Decimal)
        /// A percentage, for example 7.5 for %7,5.
        case percent(Decimal)
        /// A number of hours.
        case hours(Decimal)
        /// A count (band number, persons, files, mediators).
        case count(Int)
    }

    /// What the line says.
    public enum Kind: String, Sendable, CaseIterable, Codable {
        /// Base = amount agreed. Values: amount.
        case agreedBase
        /// Base = monthly rent × 12 ÷ 2. Values: monthly rent, base.
        case evictionBase
        /// Base = (new − old) × 12. Values: old rent, new rent, base.
        case rentDeterminationBase
        /// Eviction and determination bases added. Values: base.
        case combinedBase
        /// Base = compensation + idle wages + other rights. Values: the three parts, base.
        case reinstatementBase
        /// Reinstatement compensation from the wage. Values: months, monthly wage, months × wage.
        case reinstatementCompensationMonths
        /// Reinstatement idle wages from the wage. Values: months, monthly wage, months × wage.
        case reinstatementIdleMonths
        /// One Part 2 band. Values: band number, slice of the base, percent, fee.
        case band
        /// Part 2 total for a base. Values: base, fee.
        case partTwoFee
        /// The minimum raised the fee. Values: minimum.
        case minimumApplies
        /// The computed fee is at or above the minimum. Values: minimum.
        case minimumBelowFee
        /// The two-hour Part 1 fee raised the fee. Values: floor.
        case twoHourFloorApplies
        /// Part 1 fee of the meetings for one mediator. Values: hours, hourly fee, persons, hours × hourly fee.
        case hourly
        /// Hours rounded up to whole hours. Values: hours given, hours charged.
        case hoursRoundedUp
        /// Several mediators under Part 1, each paid in full. Values: mediators, each, mediators × each.
        case mediatorsPaidSeparately
        /// Several mediators under Part 2, multiple column split equally. Values: mediators, total, each.
        case mediatorsShareFee
        /// Mandatory mediation without agreement: the state pays two hours.
        /// Values: hours (2), hourly fee, mediators, hours × hourly fee × mediators.
        case statePaysTwoHours
        /// Hours beyond two in a mandatory mediation, paid by the parties.
        /// Values: hours beyond two, hourly fee, mediators, hours × hourly fee × mediators.
        case partiesPayBeyondTwoHours
        /// Series. Values: files, fee per file, total.
        case seriesFiles
        /// Consumer's share paid by the state. Values: consumer's share, cap, paid by the state.
        case consumerShare
        /// The parties' part split equally. Values: the part, shares (persons or sides), the first share.
        case equalShares
        /// One file's fee in a series split equally. Values: the file's fee, shares, the first share.
        case equalSharesPerFile
        /// Tarife madde 5(2): the file was registered in error; no fee. Values: none.
        case noFeeRegisteredInError
        /// Tarife madde 5(2): the file was registered twice; no fee. Values: none.
        case noFeeRegisteredTwice
        /// Tarife madde 5(2): the dispute is not suitable for mediation; no fee. Values: none.
        case noFeeNotSuitable
        /// A series' shares: the common party pays its share of every file, each counterparty its own file's.
        /// Values: files, the common party's share of one file, its total, a counterparty's share of its own file.
        case seriesCommonParty
        /// Rent determination that lowers the rent, under the `rentDecrease.difference` reading.
        /// Values: old rent, new rent, (old − new) × 12.
        case rentDecreaseBase
        /// Rent determination where the new rent is not above the old: the base is 0. Values: old rent, new rent.
        case rentNotIncreased
        /// The parties agreed another split (Madde 3(1)). Values: party number, the part split, percent, share.
        case agreedSplit
        /// The kuruş left by rounding the agreed split, given to the first party. Values: amount.
        case splitRoundingToFirst
    }

    /// What the line says.
    public let kind: Kind
    /// The placeholder values.
    public let values: [Value]
    /// The provision applied.
    public let article: String
    /// The line's resulting amount in TL (exact), if it has one.
    public let amount: Decimal?

    /// Creates a line.
    public init(kind: Kind, values: [Value], article: String, amount: Decimal?) {
        self.kind = kind
        self.values = values
        self.article = article
        self.amount = amount
    }
}
