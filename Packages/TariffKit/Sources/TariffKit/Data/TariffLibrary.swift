/// The tariffs a calculation can choose from: the bundled years plus any user-supplied files.
///
/// A user tariff for a year replaces the bundled one of that year, so a corrected or newly published tariff can be
/// used without a new release.
public struct TariffLibrary: Sendable {
    /// The tariffs, ordered by year.
    public let tariffs: [Tariff]

    /// Creates a library from tariffs; a later tariff of the same year replaces an earlier one.
    public init(tariffs: [Tariff]) {
        var byYear: [Int: Tariff] = [:]
        for tariff in tariffs { byYear[tariff.year] = tariff }
        self.tariffs = byYear.values.sorted { $0.year < $1.year }
    }

    /// The bundled tariffs (2024 partial, 2025, 2026), optionally overlaid with user files.
    ///
    /// The bundled files are parsed on the first call and kept for the process; user files are parsed on every call.
    /// - Parameter userFiles: the contents of user tariff files; the app reads them.
    /// - Returns: the library.
    /// - Throws: ``TariffError/invalidTariffFile(field:problem:)`` for a malformed file.
    public static func bundled(adding userFiles: [[UInt8]] = []) throws(TariffError) -> TariffLibrary {
        var tariffs = try bundledTariffs.get()
        for file in userFiles { tariffs.append(try TariffParser.parse(file)) }
        return TariffLibrary(tariffs: tariffs)
    }

    /// The bundled files parsed once per process: they are constants compiled into the module, so every parse gives
    /// the same tariffs (a program that computes many fees, such as an in-process test of a fee grid, parsed and
    /// validated the same JSON again for every calculation).
    static let bundledTariffs = Result { () throws(TariffError) in
        try BundledData.tariffFiles.map { (bytes) throws(TariffError) in try TariffParser.parse(bytes) }
    }

    /// The years of the bundled tariffs, oldest first (empty if a bundled file failed to parse, which a test rules
    /// out).
    public static var bundledYears: [Int] { ((try? bundledTariffs.get()) ?? []).map(\.year).sorted() }

    /// The tariff of a year.
    /// - Throws: ``TariffError/noTariffForYear(_:)``.
    public func tariff(forYear year: Int) throws(TariffError) -> Tariff {
        guard let tariff = tariffs.first(where: { $0.year == year }) else { throw .noTariffForYear(year) }
        return tariff
    }

    /// The tariff in force on the day the mediation ended (Madde 10).
    /// - Throws: ``TariffError/noTariffForDate(_:)``.
    public func tariff(forEndDate date: CivilDate) throws(TariffError) -> Tariff {
        guard let tariff = tariffs.last(where: { $0.isInForce(on: date) }) else { throw .noTariffForDate(date) }
        return tariff
    }

    /// The newest tariff in force on a day, or nil when none is (before the first, or after the newest one's
    /// `effectiveUntil`).
    public func tariff(on date: CivilDate) -> Tariff? {
        tariffs.last(where: { $0.isInForce(on: date) })
    }

    /// The newest tariff in force on `today`, or the newest one loaded when none is (the usual default).
    public func current(on today: CivilDate) -> Tariff? {
        tariffs.last(where: { $0.isInForce(on: today) }) ?? tariffs.last
    }
}
