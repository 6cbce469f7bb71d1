/// Why font bytes could not be used.
///
/// The English message is `description` (seven languages: CLIKit's `pdf.error.font.*`); a tool usually shows
/// ``PDFFontLoadError``'s, which names the file.
public enum FontParseError: Error, Equatable, Sendable {
    /// The bytes do not start like a TrueType font (`0x00010000` or `true`); OpenType fonts with CFF outlines
    /// (`OTTO`) and collections (`ttcf`) are not supported.
    case notTrueType
    /// A table the writer needs is absent (`tag` such as `cmap`, `glyf`).
    case missingTable(String)
    /// A table ends before the data it announces (`tag` of the table).
    case truncated(String)
    /// The font has no Unicode `cmap` subtable of format 4 or 12.
    case noUnicodeMapping
}
