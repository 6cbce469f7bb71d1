import CLIKit
import ConversionKit
import DenizrotaCommands
import DenizrotadCommands
import DenklemCommands
import Formatting
import Localization
import MarineKit
import PDFWriting
import Storage
import TariffKit
import UnitconvCommands
import Validation

/// One representative value of every case of every `LocalizableError` in the workspace, and which tools show it.
///
/// Each type has a `name(of:)` with an exhaustive `switch`: a new case does not compile until it is named there,
/// and ``ErrorCatalogTests`` fails until the table below holds a sample of it.
enum ErrorSamples {
    /// A tool and the catalog sets its runner loads (the tool's own, then CLIKit's).
    struct ToolCatalogs: Sendable, CustomStringConvertible {
        let name: String
        let sets: [CatalogSet]
        var description: String { name }
    }

    static let denklem = ToolCatalogs(name: "denklem", sets: DenklemTool.catalogs + CLIStrings.sets)
    static let unitconv = ToolCatalogs(name: "unitconv", sets: UnitconvTool.catalogs + CLIStrings.sets)
    static let denizrota = ToolCatalogs(name: "denizrota", sets: DenizrotaTool.catalogs + CLIStrings.sets)
    static let denizrotad = ToolCatalogs(name: "denizrotad", sets: DenizrotadTool.catalogs + CLIStrings.sets)
    static let allTools = [denklem, unitconv, denizrota, denizrotad]
    static let marineTools = [denizrota, denizrotad]

    /// A sample: the error, its type and case name, and the tools that may show it.
    struct Sample: Sendable, CustomStringConvertible {
        let type: String
        let name: String
        let error: any LocalizableError & Sendable
        let tools: [ToolCatalogs]
        var description: String { "\(type).\(name)" }
    }

    static let all: [Sample] =
        usage + output + input + socket + language + catalog + number + coordinate + date + validation + pdf + fontParse
        + tariff + conversion + storage + route + boat + interchange + weather + weatherService + fetch + magnetic
        + coastline + sync

    // MARK: - CLIKit and Localization (every tool)

    static let usage: [Sample] = [
        UsageError.unknownOption("--colour", suggestion: "--color"), .unknownOption("--x", suggestion: nil),
        .unknownSubcommand("lst", suggestion: "list"), .unknownSubcommand("zz", suggestion: nil),
        .missingSubcommand(choices: ["list", "show"]), .missingValue(option: "--db"),
        .invalidValue("abc", for: "--limit", expectationKey: "value.expected.integer", choices: []),
        .invalidValue("b5", for: "--paper", expectationKey: "value.expected.oneOf", choices: ["a4", "letter"]),
        .ambiguousNumber("1.250", for: "--fuel-price", grouped: "1250", decimal: "1.25"),
        .missingOption("--amount"), .missingArgument("NAME"), .unexpectedArgument("extra"),
        .repeatedOption("--db"), .flagWithValue("--json"), .unsupportedLanguage("it"),
    ].map { Sample(type: "UsageError", name: name(of: $0), error: $0, tools: allTools) }

    static func name(of error: UsageError) -> String {
        switch error {
        case .unknownOption(_, let suggestion): suggestion == nil ? "unknownOption" : "unknownOption.suggestion"
        case .unknownSubcommand(_, let suggestion):
            suggestion == nil ? "unknownSubcommand" : "unknownSubcommand.suggestion"
        case .missingSubcommand: "missingSubcommand"
        case .missingValue: "missingValue"
        case .invalidValue(_, _, _, let choices): choices.isEmpty ? "invalidValue" : "invalidValue.choices"
        case .ambiguousNumber: "ambiguousNumber"
        case .missingOption: "missingOption"
        case .missingArgument: "missingArgument"
        case .unexpectedArgument: "unexpectedArgument"
        case .repeatedOption: "repeatedOption"
        case .flagWithValue: "flagWithValue"
        case .unsupportedLanguage: "unsupportedLanguage"
        }
    }

    static let output: [Sample] = [
        OutputFileError.isDirectory(path: "/tmp/reports"), .unsupportedFileType(path: "/run/s.sock"),
        .cannotCreate(path: "/no/dir/x.pdf", code: 2), .cannotCreate(path: "/x.pdf", code: 13),
        .cannotCreate(path: "/x.pdf", code: 30), .cannotCreate(path: "/x.pdf", code: 40),
        .cannotCreate(path: "/x.pdf", code: 24), .ownerNotKept(path: "/srv/x.pdf"),
        .writeFailed(path: "/dev/full", code: 28), .writeFailed(path: "/mnt/x.pdf", code: 5),
        .writeFailed(path: "/mnt/x.pdf", code: 9), .foreignLink(path: "/tmp/x.pdf", owner: 65534),
        .foreignFile(path: "/tmp/x.pdf", owner: 65534),
    ].map { Sample(type: "OutputFileError", name: $0.messageKey, error: $0, tools: [denklem, denizrota]) }

    static func name(of error: OutputFileError) -> String {
        switch error {
        case .isDirectory, .unsupportedFileType, .cannotCreate, .ownerNotKept, .writeFailed, .foreignLink, .foreignFile:
            error.messageKey
        }
    }

    static let input: [Sample] = [
        InputFileError.cannotOpen(path: "/x.ttf"), .isDirectory(path: "/tmp"),
        .tooLarge(path: "/dev/zero", limit: 33_554_432), .readFailed(path: "/mnt/x.json"),
    ].map { Sample(type: "InputFileError", name: $0.messageKey, error: $0, tools: [denklem]) }

    static let socket: [Sample] = [
        ControlSocketError.notASocket(path: "/tmp/x"), .foreignPeer(path: "/tmp/d/denizrotad.sock", userID: 65534),
        .foreignDirectory(path: "/tmp/denizrotad-0", userID: 65534), .openDirectory(path: "/tmp/d", mode: "0755"),
        .notADirectory(path: "/tmp/d"), .system(path: "/tmp/d", call: "mkdir", code: 13),
    ].map { Sample(type: "ControlSocketError", name: name(of: $0), error: $0, tools: marineTools) }

    static func name(of error: ControlSocketError) -> String {
        switch error {
        case .notASocket: "notASocket"
        case .foreignPeer: "foreignPeer"
        case .foreignDirectory: "foreignDirectory"
        case .openDirectory: "openDirectory"
        case .notADirectory: "notADirectory"
        case .system: "system"
        }
    }

    static let language: [Sample] = [
        Sample(
            type: "UnsupportedLanguageError", name: "unsupportedLanguage",
            error: UnsupportedLanguageError(identifier: "it"), tools: allTools)
    ]

    static let catalog: [Sample] = [
        CatalogError.notAJSONObject("unexpected end of data at byte 12"), .invalidValue(key: "greeting.hello"),
        .unknownPluralCategory(key: "days.left", category: "several"),
    ].map { Sample(type: "CatalogError", name: name(of: $0), error: $0, tools: allTools) }

    static func name(of error: CatalogError) -> String {
        switch error {
        case .notAJSONObject: "notAJSONObject"
        case .invalidValue: "invalidValue"
        case .unknownPluralCategory: "unknownPluralCategory"
        }
    }

    // MARK: - Formatting (every tool)

    static let number: [Sample] = [
        NumberParseError.empty, .invalidCharacter("a", offset: 2), .misplacedSeparator(",", offset: 4),
        .missingDigits, .tooManyDigits(limit: 38), .tooManyFractionDigits(found: 3, limit: 2),
    ].map { Sample(type: "NumberParseError", name: $0.messageKey, error: $0, tools: allTools) }

    static let coordinate: [Sample] = [
        CoordinateParseError.empty, .invalidCharacter("x", offset: 3), .malformed(offset: 5),
        .sexagesimalOverflow(offset: 3), .hemisphereOfOtherAxis("E"), .signWithHemisphere, .outOfRange(limit: 90),
    ].map { Sample(type: "CoordinateParseError", name: $0.messageKey, error: $0, tools: allTools) }

    static let date: [Sample] = [DateParseError.empty, .malformed(offset: 10), .nonexistentDate].map {
        Sample(type: "DateParseError", name: $0.messageKey, error: $0, tools: allTools)
    }

    // MARK: - Validation (every tool)

    /// Two failures, one of them the plural `decimalPlaces`: the message is one line per failure.
    static let validation: [Sample] = [
        Sample(
            type: "InputValidationError", name: "failures",
            error: InputValidationError(failures: [
                ValidationFailure(
                    field: "--amount", rule: .range, value: .number(12_500), limits: [.number(0), .number(10_000)]),
                ValidationFailure(field: "--rate", rule: .decimalPlaces, value: .number(1.125), limits: [.number(2)]),
            ]), tools: allTools)
    ]

    // MARK: - PDFWriting (the tools that write PDF reports)

    static let pdf: [Sample] = [
        PDFFontLoadError.defaultFontMissing(
            path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"),
        .unreadable(path: "/tmp/missing.ttf"), .invalid(path: "/tmp/notes.txt", reason: .notTrueType),
    ].map { Sample(type: "PDFFontLoadError", name: name(of: $0), error: $0, tools: [denklem, denizrota]) }

    static func name(of error: PDFFontLoadError) -> String {
        switch error {
        case .defaultFontMissing: "defaultFontMissing"
        case .unreadable: "unreadable"
        case .invalid: "invalid"
        }
    }

    static let fontParse: [Sample] = [
        FontParseError.notTrueType, .missingTable("glyf"), .truncated("cmap"), .noUnicodeMapping,
    ].map { Sample(type: "FontParseError", name: name(of: $0), error: $0, tools: [denklem, denizrota]) }

    static func name(of error: FontParseError) -> String {
        switch error {
        case .notTrueType: "notTrueType"
        case .missingTable: "missingTable"
        case .truncated: "truncated"
        case .noUnicodeMapping: "noUnicodeMapping"
        }
    }
}
