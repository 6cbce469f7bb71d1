import ConversionKit
import Foundation
import Localization
import MarineKit
import Storage
import TariffKit

extension ErrorSamples {
    // MARK: - TariffKit (denklem)

    static let problems: [DataProblem] = [
        .notJSON, .missing, .wrongType, .notADecimal, .notPositive, .percentTooLarge, .notADate, .unknownDisputeType,
        .duplicate, .openBandNotLast, .empty, .unsupportedVersion, .unknownStatus, .missingInCompleteTariff,
        .endBeforeStart, .yearOutOfRange, .unknownValue,
    ]

    static func name(of problem: DataProblem) -> String {
        switch problem {
        case .notJSON, .missing, .wrongType, .notADecimal, .notPositive, .percentTooLarge, .notADate,
            .unknownDisputeType, .duplicate, .openBandNotLast, .empty, .unsupportedVersion, .unknownStatus,
            .missingInCompleteTariff, .endBeforeStart, .yearOutOfRange, .unknownValue:
            problem.rawValue
        }
    }

    static let tariff: [Sample] =
        ([
            TariffError.unknownDisputeType("kiraa"), .noTariffForYear(2023),
            .missingTariffFigure(year: 2024, figure: "minimumFees.general"), .tooFewPersons(1), .tooFewMediators(0),
            .hoursNotPositive(0), .amountNotPositive(input: "0", value: 0),
            .amountNegative(input: "-5", value: -5), .newRentNotAboveOld(oldRent: 40000, newRent: 30000),
            .basisRequiresType(basis: "eviction", type: .family), .seriesBelowThreshold(files: 9, threshold: 10),
            .noStatutoryDeadline(.other), .invalidVATWithholding("3/10"), .monthsOutOfRange(9, 4, 8),
            .noFeeRequiresMandatory,
        ]
        + [CivilDate(year: 2027, month: 1, day: 1)].compactMap { $0 }.map { TariffError.noTariffForDate($0) }
        + problems.map { TariffError.invalidTariffFile(field: "bands[2].width", problem: $0) }
        + problems.map { TariffError.invalidHolidayFile(field: "holidays[3].date", problem: $0) })
        .map { Sample(type: "TariffError", name: name(of: $0), error: $0, tools: [denklem]) }

    static func name(of error: TariffError) -> String {
        // #lizard forgives -- one arm per enum case: the exhaustive switch is the point
        switch error {
        case .unknownDisputeType: "unknownDisputeType"
        case .noTariffForYear: "noTariffForYear"
        case .noTariffForDate: "noTariffForDate"
        case .missingTariffFigure: "missingTariffFigure"
        case .invalidTariffFile(_, let problem): "invalidTariffFile." + name(of: problem)
        case .invalidHolidayFile(_, let problem): "invalidHolidayFile." + name(of: problem)
        case .tooFewPersons: "tooFewPersons"
        case .tooFewMediators: "tooFewMediators"
        case .hoursNotPositive: "hoursNotPositive"
        case .amountNotPositive: "amountNotPositive"
        case .amountNegative: "amountNegative"
        case .newRentNotAboveOld: "newRentNotAboveOld"
        case .basisRequiresType: "basisRequiresType"
        case .seriesBelowThreshold: "seriesBelowThreshold"
        case .noStatutoryDeadline: "noStatutoryDeadline"
        case .invalidVATWithholding: "invalidVATWithholding"
        case .monthsOutOfRange: "monthsOutOfRange"
        case .noFeeRequiresMandatory: "noFeeRequiresMandatory"
        }
    }

    // MARK: - ConversionKit (unitconv)

    static let conversion: [Sample] =
        ([ConversionError]([
            ConversionError.emptyInput, .invalidNumber("1,2,3"),
            .ambiguousNumber("1,500", grouped: "1500", decimal: "1.5"),
            .numberOutOfRange("1e999999"), .missingValue,
            .missingUnit(after: "5"), .missingTargetUnit, .unexpectedNumber("7"), .ambiguousProduct("6/2(3)"),
            .fractionalExponent("2^0.5"), .arithmeticOnUnit("m*3"),
            .unknownUnit("metre2", suggestions: ["metre"]), .unknownUnit("zz", suggestions: []),
            .incompatibleUnits(from: "m", to: "kg"), .mixedCategories(first: "length", second: "mass"),
            .compoundTemperature("5 °C 3 K"), .signedCompoundPart("-3 in"),
            .belowAbsoluteZero(value: "-300", unitID: "temperature.celsius"), .precisionOutOfRange(99),
            .significantDigitsOutOfRange(31),
            .invalidUnitTable("units.json: bad factor"), .ambiguousApostrophe("1'500", grouped: "1500"),
            .differenceTarget(from: "temperature.celsius", to: "temperature.kelvin"),
            .ambiguousUnitWord("Tasse", alternatives: ["volume.us_cup", "volume.metric_cup"]),
            .unknownUsage("cooking", category: "length", known: ["default", "road"]),
        ])
        + [
            UnitDefinitionProblem.malformed("bad line"), .nameTaken("mile"), .unknownUnit("blorp"),
            .wrongCategory(declared: "mass", actual: "length"), .cycle(["x", "y"]), .scaleUnit("°C"), .notPositive("0"),
        ].map { ConversionError.invalidUnitDefinition(file: "/home/u/.config/unitconv/units", line: 3, problem: $0) })
        .map { Sample(type: "ConversionError", name: name(of: $0), error: $0, tools: [unitconv]) }

    static func name(of error: ConversionError) -> String {
        // #lizard forgives -- one arm per enum case: the exhaustive switch is the point
        switch error {
        case .emptyInput: "emptyInput"
        case .invalidNumber: "invalidNumber"
        case .ambiguousNumber: "ambiguousNumber"
        case .numberOutOfRange: "numberOutOfRange"
        case .missingValue: "missingValue"
        case .missingUnit: "missingUnit"
        case .missingTargetUnit: "missingTargetUnit"
        case .unexpectedNumber: "unexpectedNumber"
        case .ambiguousProduct: "ambiguousProduct"
        case .fractionalExponent: "fractionalExponent"
        case .arithmeticOnUnit: "arithmeticOnUnit"
        case .unknownUnit(_, let suggestions): suggestions.isEmpty ? "unknownUnit" : "unknownUnit.suggestions"
        case .incompatibleUnits: "incompatibleUnits"
        case .mixedCategories: "mixedCategories"
        case .compoundTemperature: "compoundTemperature"
        case .signedCompoundPart: "signedCompoundPart"
        case .belowAbsoluteZero: "belowAbsoluteZero"
        case .precisionOutOfRange: "precisionOutOfRange"
        case .significantDigitsOutOfRange: "significantDigitsOutOfRange"
        case .invalidUnitTable: "invalidUnitTable"
        case .ambiguousApostrophe: "ambiguousApostrophe"
        case .differenceTarget: "differenceTarget"
        case .ambiguousUnitWord: "ambiguousUnitWord"
        case .unknownUsage: "unknownUsage"
        case .invalidUnitDefinition(_, _, let problem): "invalidUnitDefinition." + "\(problem)".prefix { $0 != "(" }
        }
    }

    // MARK: - Storage (unitconv, denizrota, denizrotad)

    static let storageKinds: [StorageError.Kind] =
        [
            .notADatabase, .newerThanProgram(databaseVersion: 3, programVersion: 1), .diskFull, .readOnly, .cannotOpen,
            .busy, .constraintViolation, .corrupt, .ioFailure, .encodingFailed, .decodingFailed, .notFound,
            .invalidArgument, .other,
        ]
        + ["directory", "fifo", "characterDevice", "blockDevice", "socket"].map {
            StorageError.Kind.notAFile(fileType: $0)
        }

    static func name(of kind: StorageError.Kind) -> String {
        switch kind {
        case .notADatabase, .diskFull, .readOnly, .cannotOpen, .busy, .constraintViolation, .corrupt, .ioFailure,
            .encodingFailed, .decodingFailed, .notFound, .invalidArgument, .other:
            "\(kind)"
        case .newerThanProgram: "newerThanProgram"
        case .notAFile(let fileType): "notAFile.\(fileType)"
        }
    }

    static let storage: [Sample] = storageKinds.map {
        let error = StorageError(kind: $0, message: "database is locked", path: "/home/ada/.local/share/x.sqlite")
        return Sample(type: "StorageError", name: name(of: $0), error: error, tools: [unitconv] + marineTools)
    }
}
