/// What a tool's man page says beyond its command tree: the environment variables and files it reads.
///
/// Man pages are written in English (Docs/man/*.1; `TOOL --generate-manpage`), so these texts are English and
/// are no catalog keys. The variables every tool reads (`LANGUAGE`, `LC_ALL`, `COLUMNS`, `NO_COLOR`, …) and the
/// exit codes are added by `ManPageRenderer`.
public struct ToolManual: Sendable {
    /// One entry of a list section: a name (variable, path) and what it means.
    public typealias Entry = (name: String, text: String)

    /// The tool's own environment variables, in the order shown.
    public var environment: [Entry]
    /// The files the tool reads or writes.
    public var files: [Entry]
    /// Related man pages, as `name(section)`.
    public var seeAlso: [String]
    /// The page's date (`.TH`), ISO 8601: the last time its contents changed in substance; fixed, so that the
    /// generated page is reproducible and `scripts/gen-manpages --check` can compare it.
    public var date = "2026-11-24"

    /// Creates a manual.
    ///
    /// - Parameters:
    ///   - environment: the tool's own environment variables.
    ///   - files: the files it reads or writes.
    ///   - seeAlso: related man pages.
    public init(environment: [Entry] = [], files: [Entry] = [], seeAlso: [String] = []) {
        self.environment = environment
        self.files = files
        self.seeAlso = seeAlso
    }
}
