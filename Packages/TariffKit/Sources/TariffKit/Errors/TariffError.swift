import Foundation
import Localization

/// Every way a TariffKit request can fail.
///
/// User text is never built here: ``messageKey`` names a catalog entry (`Resources/strings.<lang>.json`) and
/// ``messageArguments`` fills its `{0}`, `{1}`… placeholders.
public enum TariffError: Error, Sendable, Equatable, LocalizableError {
    /// The identifier names no dispute type.
    case unknownDisputeType(String)
    /// No tariff is loaded for the year.
    case noTariffForYear(Int)
    /// No loaded tariff is in force on the end date (Madde 10).
    case noTariffForDate(CivilDate)
    /// The tariff data lacks a figure the request needs (partial 2024 data); `figure` is the JSON field path.
    case missingTariffFigure(year: Int, figure: String)
    /// A tariff file failed to load; `field` is the JSON path, for example `bands[2].singlePercent`.
    case invalidTariffFile(field: String, problem: DataProblem)
    /// A holiday file failed to load.
    case invalidHolidayFile(field: String, problem: DataProblem)
    /// Fewer than 2 persons are parties.
    case tooFewPersons(Int)
    /// Fewer than 1 mediator.
    case tooFewMediators(Int)
    /// Meeting hours must be above zero.
    case hoursNotPositive(Decimal)
    /// An amount that must be above zero is not; `input` names it (`agreed`, `monthlyRent`, …).
    case amountNotPositive(input: String, value: Decimal)
    /// An amount that must not be negative is.
    case amountNegative(input: String, value: Decimal)
    /// Rent determination needs a new rent above the old one.
    case newRentNotAboveOld(oldRent: Decimal, newRent: Decimal)
    /// A basis that only exists for one dispute type (eviction → tenancy, reinstatement → labor).
    case basisRequiresType(basis: String, type: DisputeType)
    /// Fewer files than the series threshold (Madde 7(4)).
    case seriesBelowThreshold(files: Int, threshold: Int)
    /// Tarife madde 5(2) (no fee) asked for a voluntary mediation, where it does not apply.
    case noFeeRequiresMandatory
    /// The dispute type has no statutory mediation period (voluntary mediation).
    case noStatutoryDeadline(DisputeType)
    /// A KDV withholding fraction that is not `n/d` with 1 ≤ n ≤ d ≤ 10.
    case invalidVATWithholding(String)
    /// A number of months outside the range 4857 madde 21 allows. Values: months, lowest, highest.
    case monthsOutOfRange(Int, Int, Int)
}

extension TariffError {
    /// The catalog key of the message, for example `error.noTariffForYear`.
    public var messageKey: String {
        switch self {
        case .invalidTariffFile(_, let problem): "error.tariffFile.\(problem.rawValue)"
        case .invalidHolidayFile(_, let problem): "error.holidayFile.\(problem.rawValue)"
        case .basisRequiresType(let basis, _): "error.basisRequiresType.\(basis)"
        case .noStatutoryDeadline(let type): "error.noStatutoryDeadline.\(type.rawValue)"
        default: "error.\(caseName)"
        }
    }

    /// The values for the message's placeholders, in order, as plain text (amounts as `1234.5`, dates ISO).
    public var messageArguments: [String] {
        switch self {
        case .unknownDisputeType(let text): [text]
        case .noTariffForYear(let year): [String(year)]
        case .noTariffForDate(let date): [date.iso]
        case .missingTariffFigure(let year, let figure): [String(year), figure]
        case .invalidTariffFile(let field, _), .invalidHolidayFile(let field, _): [field]
        case .tooFewPersons(let count), .tooFewMediators(let count): [String(count)]
        case .hoursNotPositive(let hours): [hours.description]
        case .amountNotPositive(let input, let value), .amountNegative(let input, let value):
            [input, value.description]
        case .newRentNotAboveOld(let old, let new): [old.description, new.description]
        case .basisRequiresType, .noStatutoryDeadline, .noFeeRequiresMandatory: []
        case .seriesBelowThreshold(let files, let threshold): [String(files), String(threshold)]
        case .invalidVATWithholding(let text): [text]
        case .monthsOutOfRange(let months, let low, let high): [String(months), String(low), String(high)]
        }
    }

    /// The case's name, used to build the catalog key.
    private var caseName: String {
        switch self {
        case .unknownDisputeType: "unknownDisputeType"
        case .noTariffForYear: "noTariffForYear"
        case .noTariffForDate: "noTariffForDate"
        case .missingTariffFigure: "missingTariffFigure"
        case .invalidTariffFile: "invalidTariffFile"
        case .invalidHolidayFile: "invalidHolidayFile"
        case .tooFewPersons: "tooFewPersons"
        case .tooFewMediators: "tooFewMediators"
        case .hoursNotPositive: "hoursNotPositive"
        case .amountNotPositive: "amountNotPositive"
        case .amountNegative: "amountNegative"
        case .newRentNotAboveOld: "newRentNotAboveOld"
        case .basisRequiresType: "basisRequiresType"
        case .seriesBelowThreshold: "seriesBelowThreshold"
        case .noFeeRequiresMandatory: "noFeeRequiresMandatory"
        case .noStatutoryDeadline: "noStatutoryDeadline"
        case .invalidVATWithholding: "invalidVATWithholding"
        case .monthsOutOfRange: "monthsOutOfRange"
        }
    }
}
