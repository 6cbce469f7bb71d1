import CLIKit
import Formatting
import Foundation
import TariffKit

/// Reading what the user typed and the files they named, shared by the `denklem` commands.
///
/// Amounts are read with Formatting's strict money parser under Turkish conventions, so `1000000`, `1.000.000`,
/// `1.000.000,50` and `1000000.50` all work (`0.500` is refused as ambiguous); dates are ISO `YYYY-MM-DD` or
/// Turkish `GG.AA.YYYY`.
enum DenklemInputs {
    /// An amount option's value in TL.
    /// - Throws: `UsageError.invalidValue` (exit 64) when it is not an amount with at most two decimals.
    static func amount(_ text: String, option: String) throws -> Decimal {
        if isLeadingZeroGroup(text) {
            let body = text.trimmingCharacters(in: .whitespaces)
            let fraction = body.drop { $0 != "." }.dropFirst().replacingOccurrences(of: ".", with: "")
            let grouped = String(fraction.drop { $0 == "0" || $0 == "," })
            throw CommandError(
                .usage, key: "error.ambiguousAmount", text, option, "0," + fraction, grouped.isEmpty ? "0" : grouped)
        }
        do {
            return try MoneyParser.parse(text, conventions: .turkish)
        } catch .tooManyDigits(let limit) {
            throw CommandError(.usage, key: "error.amountTooLarge", text, option, String(limit))
        } catch {
            throw UsageError.invalidValue(text, for: option, expectationKey: "value.expected.amount", choices: [])
        }
    }

    /// An amount option's value, if given.
    static func amount(_ context: CommandContext, _ option: Option<String>) throws -> Decimal? {
        try context.arguments[option].map { try amount($0, option: "--\(option.spec.name)") }
    }

    /// A required amount option's value.
    static func requiredAmount(_ context: CommandContext, _ option: Option<String>) throws -> Decimal {
        guard let value = try amount(context, option) else { throw UsageError.missingOption("--\(option.spec.name)") }
        return value
    }

    /// Whether an amount starts with a `0` thousands group, as `0.500` and `00.500` do.
    ///
    /// The Turkish reading takes it as 500 TL while the writer may have meant 0,500; it is refused, naming both.
    static func isLeadingZeroGroup(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespaces).wholeMatch(of: /-?0+(\.[0-9]{3})+(,[0-9]*)?/) != nil
    }

    /// The years a date may have: deadlines and tariffs before 1900 or after 2100 are typing errors.
    static let dateYears = 1900...2100

    /// A date option's value: ISO `YYYY-MM-DD` or Turkish `GG.AA.YYYY`, in 1900–2100.
    static func date(_ text: String, option: String) throws -> CivilDate {
        guard let date = CivilDate(iso: text) ?? dottedDate(text), dateYears.contains(date.year) else {
            throw UsageError.invalidValue(text, for: option, expectationKey: "value.expected.date", choices: [])
        }
        return date
    }

    /// `20.03.2026` (also `1.3.2026`) as a date.
    private static func dottedDate(_ text: String) -> CivilDate? {
        guard let match = text.wholeMatch(of: /([0-9]{1,2})\.([0-9]{1,2})\.([0-9]{4})/),
            let day = Int(match.1), let month = Int(match.2)
        else { return nil }
        return CivilDate(iso: String(format: "%@-%02d-%02d", String(match.3), month, day))
    }

    /// A dispute type from `--type`.
    static func disputeType(_ text: String) throws -> DisputeType {
        guard let type = DisputeType(identifier: text) else {
            throw UsageError.invalidValue(
                text, for: "--type", expectationKey: "value.expected.oneOf",
                choices: DisputeType.allCases.map(\.rawValue) + DisputeType.allCases.map(\.turkishIdentifier))
        }
        return type
    }

    /// The contents of files named on the command line, read through the context's file system; `-` is standard
    /// input (read once: every `-` gets the same bytes).
    /// - Throws: `CommandError` with exit 66 when a file does not exist, 74 when it or standard input cannot be read.
    static func files(_ paths: [String], _ context: CommandContext) throws -> [[UInt8]] {
        var standardInput: [UInt8]?
        return try paths.map { path in
            if path == "-" {
                if standardInput == nil { standardInput = try readStandardInput(context) }
                return standardInput ?? []
            }
            guard context.fileSystem.fileExists(atPath: path) else {
                throw CommandError(.noInput, key: "error.cannotReadFile", path)
            }
            return try bounded(path, context)
        }
    }

    /// Largest tariff or holiday file read, bytes (1 MiB; the bundled ones are 3 and 6 kB): a device such as
    /// `/dev/zero` is refused instead of read forever (issue 28's argument fuzzing: `tariff --check /dev/zero` hung).
    static let maximumFileBytes = 1 << 20

    /// The file's bytes, at most ``maximumFileBytes`` (a FIFO without a writer reads as empty, never waited for).
    /// - Throws: `CommandError` 65 when it is larger, 66 when it cannot be opened or is a folder, 74 when reading
    ///   fails.
    static func bounded(_ path: String, _ context: CommandContext) throws -> [UInt8] {
        do {
            return try context.fileSystem.contents(atPath: path, maximumBytes: maximumFileBytes)
        } catch .tooLarge {
            throw CommandError(.dataError, key: "error.fileTooLarge", path, String(maximumFileBytes))
        } catch {
            throw CommandError(error.exitCode, wrapping: error)
        }
    }

    private static func readStandardInput(_ context: CommandContext) throws -> [UInt8] {
        do {
            return [UInt8](try context.environment.standardInput.readAll())
        } catch {
            throw CommandError(.ioError, key: "error.readStandardInput", context.describe(error))
        }
    }

    /// Today in Türkiye (UTC+3 all year since 2016) from the injected clock.
    static func today(_ context: CommandContext) -> CivilDate {
        let seconds = Int(context.now.timeIntervalSince1970.rounded(.down)) + 3 * 3600
        return CivilDate(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
    }

    /// The `--tariff-file` files, each read once (`-`: standard input), with their paths.
    static func tariffFiles(
        _ context: CommandContext, _ option: Option<String>
    ) throws -> [(path: String, bytes: [UInt8])] {
        let paths = context.arguments.all(option)
        return Array(zip(paths, try files(paths, context))).map { (path: $0.0, bytes: $0.1) }
    }

    /// The tariff library: bundled tariffs, then the installed ones (`denklem tariff install`), then the
    /// `--tariff-file` contents (a later file of the same year wins).
    static func library(_ context: CommandContext, _ files: [(path: String, bytes: [UInt8])]) throws -> TariffLibrary {
        let installed = try InstalledData(context: context).contents(.tariff)
        return try TariffLibrary.bundled(adding: (installed + files).map(\.bytes))
    }

    /// The holiday calendar: bundled, installed, then the named `--holidays` files.
    static func holidays(_ context: CommandContext, _ option: Option<String>) throws -> HolidayCalendar {
        let installed = try InstalledData(context: context).contents(.holidays).map(\.bytes)
        return try HolidayCalendar.bundled(adding: installed + files(context.arguments.all(option), context))
    }

    /// Warns about every `--tariff-file` whose year is not the tariff the calculation uses: such a file is loaded
    /// but does nothing, which is easy to miss.
    static func warnUnusedTariffFiles(
        _ context: CommandContext, _ files: [(path: String, bytes: [UInt8])], used: Tariff
    ) throws -> [DocumentWarning] {
        try files.compactMap { path, bytes in
            let tariff = try TariffParser.parse(bytes)
            guard tariff.year != used.year else { return nil }
            return DocumentWarning.issue(
                context, "warning.tariffFileUnused", path, String(tariff.year), String(used.year))
        }
    }

    /// `--year`, refused outside the years a tariff file may name (``TariffParser/years``, 2013–2100) so that no
    /// message invites a file that would then be refused.
    /// - Throws: `CommandError` (exit 64) naming the range.
    static func year(_ context: CommandContext, _ option: Option<Int>) throws -> Int? {
        guard let year = context.arguments[option] else { return nil }
        guard TariffParser.years.contains(year) else {
            throw CommandError(
                .usage, key: "error.quantityOutOfRange", String(year), "--year",
                String(TariffParser.years.lowerBound), String(TariffParser.years.upperBound))
        }
        return year
    }

    /// The tariff to use: `--year`, else `--end-date` (Madde 10), else the one in force today.
    ///
    /// A tariff stays in force until the next one is published: a day after the newest tariff's year (1 January
    /// 2027 before the 2027 tariff is installed) uses the newest one, and `warnings` gets `warning.tariffFallback`.
    static func tariff(
        _ context: CommandContext, library: TariffLibrary, year: Option<Int>, endDate: Option<String>?,
        warnings: inout [DocumentWarning]
    ) throws -> Tariff {
        let end = try endDate.flatMap { context.arguments[$0] }.map { try date($0, option: "--end-date") }
        let day = end ?? today(context)
        if let year = try Self.year(context, year) {
            guard let tariff = library.tariffs.first(where: { $0.year == year }) else {
                throw CommandError(
                    .dataError, key: "error.noTariffForYear.install", String(year),
                    library.tariffs.map { String($0.year) }.joined(separator: ", "))
            }
            if let end, try tariffInForce(on: end, library).tariff.year != year {
                throw CommandError(.usage, key: "error.yearEndDateConflict", String(year), dotted(end))
            }
            return tariff
        }
        let (tariff, isFallback) = try tariffInForce(on: day, library)
        if isFallback {
            warnings.append(
                DocumentWarning.issue(
                    context, "warning.tariffFallback", String(day.year), String(tariff.year), dotted(day)))
        }
        return tariff
    }

    /// The tariff in force on a day, or the newest one when the day is after its year (`isFallback`).
    private static func tariffInForce(on day: CivilDate, _ library: TariffLibrary) throws -> (
        tariff: Tariff, isFallback: Bool
    ) {
        if let tariff = library.tariff(on: day) { return (tariff, false) }
        guard let newest = library.tariffs.last, newest.effectiveFrom <= day else {
            throw CommandError(
                .dataError, key: "error.noTariffForDate.install", dotted(day),
                library.tariffs.map { String($0.year) }.joined(separator: ", "))
        }
        return (newest, true)
    }

    /// `GG.AA.YYYY`.
    static func dotted(_ date: CivilDate) -> String { DenklemText.dotted(date) }
}
