import CLIKit
import ConversionKit
import Foundation

#if os(Linux)
    import PosixKit
#endif

/// The live exchange rates of the tool: PosixKit's bounded `CurlGet` (the transport the marine tools use) and the
/// cache folder `$XDG_CACHE_HOME/unitconv` (else `~/.cache/unitconv`).
enum CurrencyServices {
    /// The environment variable naming another URL for the rate file (a mirror; the tests' local server).
    static let urlVariable = "UNITCONV_RATES_URL"
    /// Whole-request timeout, seconds; the files are about 2 kB (ECB) and 9 kB (TCMB).
    static let timeoutSeconds = 10.0
    /// Largest file accepted, bytes.
    static let maximumBytes = 1 << 20

    /// The rates for this invocation: the services' double when a test injected one, else the live ones.
    static func rates(_ context: CommandContext) -> any CurrencyRates {
        if let rates = context.services.currencyRates { return rates }
        if let report = context.environment.reportUnsuppliedService {
            return UnitconvServices.FailingRates(report: report)
        }
        let variables = context.environment.variables
        let url = variables[urlVariable].flatMap { $0.isEmpty ? nil : $0 }
        return LiveCurrencyRates(
            fetch: fetch(variables), cache: FileRatesCache(folder: cacheFolder(variables), context: context),
            today: today(context),
            urls: url.map { url in Dictionary(uniqueKeysWithValues: RateSource.allCases.map { ($0, url) }) } ?? [:])
    }

    /// `$XDG_CACHE_HOME/unitconv`, else `$HOME/.cache/unitconv`, else nil (no cache).
    static func cacheFolder(_ variables: [String: String]) -> String? {
        if let cache = variables["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/unitconv" }
        return variables["HOME"].flatMap { $0.isEmpty ? nil : $0 + "/.cache/unitconv" }
    }

    /// The local day of the command's clock, ISO 8601.
    static func today(_ context: CommandContext) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.environment.timeZone
        let day = calendar.dateComponents([.year, .month, .day], from: context.now)
        return String(format: "%04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0)
    }

    /// One bounded GET per call, by `curl` found in `PATH`; a status other than 200 is no rates.
    static func fetch(_ variables: [String: String]) -> LiveCurrencyRates.Fetch {
        { url, source throws(CurrencyError) in
            #if os(Linux)
                guard let curl = ProcessLauncher.find("curl", searchPath: variables["PATH"]) else {
                    throw .unavailable(source: source, detail: "curl is not installed (PATH)")
                }
                let get = CurlGet(
                    executable: curl, userAgent: "unitconv/\(UnitconvTool.version)", accept: "application/xml",
                    timeoutSeconds: timeoutSeconds, maximumBytes: maximumBytes,
                    environment: variables.filter { $0.key.lowercased().hasSuffix("_proxy") }, group: "unitconv")
                let result = await withCheckedContinuation { continuation in
                    Thread {
                        continuation.resume(returning: Result { () throws(CurlGetFailure) in try get.perform(url) })
                    }.start()
                }
                switch result {
                case .success(let reply) where reply.status == 200: return reply.body
                case .success(let reply): throw .unavailable(source: source, detail: "HTTP \(reply.status) from \(url)")
                case .failure(let failure): throw .unavailable(source: source, detail: describe(failure))
                }
            #else
                throw .unavailable(source: source, detail: "no HTTP transport on this platform")
            #endif
        }
    }

    #if os(Linux)
        /// The transport's failure in English (the catalog's sentence around it is localized).
        static func describe(_ failure: CurlGetFailure) -> String {
            switch failure {
            case .cannotRun(let detail), .transport(let detail): detail
            case .tooLarge(let limit): "the answer is larger than \(limit) bytes"
            case .timedOut(let seconds): "no complete answer within \(Int(seconds)) s"
            case .interrupted(let received, let detail): "the connection broke after \(received) bytes (\(detail))"
            }
        }
    #endif
}

/// The rate files in the tool's cache folder: `rates-ecb-2026-11-28.xml`, the day in the name, one file per source.
struct FileRatesCache: RatesCache {
    /// The folder, nil for no cache (neither `XDG_CACHE_HOME` nor `HOME`).
    let folder: String?
    /// The file system of the command (injected in tests).
    let fileSystem: any FileSystem
    /// Where a path `-` would go (never used: the paths are the folder's).
    let standardOutput: any OutputSink

    init(folder: String?, context: CommandContext) {
        self.folder = folder
        self.fileSystem = context.fileSystem
        self.standardOutput = context.environment.standardOutput
    }

    /// The newest file of `source`.
    func load(_ source: RateSource) -> CachedRatesFile? {
        guard let folder, let name = names(of: source, in: folder).max(),
            let bytes = fileSystem.contents(atPath: folder + "/" + name)
        else { return nil }
        let day = String(name.dropFirst(prefix(source).count).dropLast(".xml".count))
        return CachedRatesFile(source: source, fetchedOn: day, bytes: bytes)
    }

    /// Writes `file` and removes the source's older ones; failures are ignored (the next run fetches again).
    func store(_ file: CachedRatesFile) {
        guard let folder else { return }
        try? fileSystem.makeFolder(atPath: folder)
        let name = prefix(file.source) + file.fetchedOn + ".xml"
        do {
            try fileSystem.writeFile(
                file.bytes, to: folder + "/" + name, newFileMode: 0o644, standardOutput: standardOutput)
        } catch {
            return
        }
        for old in names(of: file.source, in: folder) where old != name {
            try? fileSystem.removeFile(atPath: folder + "/" + old)
        }
    }

    private func prefix(_ source: RateSource) -> String { "rates-\(source.rawValue)-" }

    private func names(of source: RateSource, in folder: String) -> [String] {
        fileSystem.entryNames(inFolderAtPath: folder).filter {
            $0.hasPrefix(prefix(source)) && $0.hasSuffix(".xml") && $0.count == prefix(source).count + 14
        }
    }
}
