/// Finds and parses the report fonts through a file reader the app layer injects (library code never opens files
/// itself): the default DejaVu Sans faces from Debian `fonts-dejavu-core`, or a user's `--font FILE`.
public struct PDFFontLoader: Sendable {
    /// Where Debian installs the default regular face.
    public static let defaultRegularPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Where Debian installs the default bold face.
    public static let defaultBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    /// The Debian package that provides the default faces (named in the missing-font error).
    public static let defaultFontPackage = "fonts-dejavu-core"
    /// Where Debian installs the fallback face for Chinese and Japanese (TrueType outlines, CJK ideographs, kana).
    public static let defaultFallbackPath = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
    /// The Debian package that provides the fallback face.
    public static let fallbackFontPackage = "fonts-droid-fallback"

    /// Reads a whole file; returns nil when it does not exist or cannot be read.
    public let readFile: @Sendable (String) -> [UInt8]?

    /// Creates a loader over `readFile` (in the apps: `FileManager.default.contents(atPath:)` as bytes).
    public init(readFile: @Sendable @escaping (String) -> [UInt8]?) {
        self.readFile = readFile
    }

    /// The fonts for a report, with a fallback face for Chinese and Japanese when it is installed.
    ///
    /// The file at `customPath` is the primary face when given, else DejaVu Sans with its
    /// bold face (bold is optional: without it headings are set in the regular face); in both cases Droid Sans
    /// Fallback, when installed, for the characters the primary face lacks (Chinese, Japanese). Without it those
    /// characters show as empty boxes but stay extractable.
    /// - Throws: ``PDFFontLoadError``.
    public func fonts(customPath: String? = nil) throws(PDFFontLoadError) -> PDFFonts {
        let fallback = try? font(at: Self.defaultFallbackPath, isDefault: true)
        if let customPath {
            return PDFFonts(regular: try font(at: customPath, isDefault: false), fallback: fallback)
        }
        let regular = try font(at: Self.defaultRegularPath, isDefault: true)
        let bold = try? font(at: Self.defaultBoldPath, isDefault: true)
        return PDFFonts(regular: regular, bold: bold, fallback: fallback)
    }

    private func font(at path: String, isDefault: Bool) throws(PDFFontLoadError) -> TrueTypeFont {
        guard let bytes = readFile(path) else {
            throw isDefault
                ? .defaultFontMissing(path: path, package: Self.defaultFontPackage) : .unreadable(path: path)
        }
        do {
            return try TrueTypeFont(bytes: bytes)
        } catch {
            throw .invalid(path: path, reason: error)
        }
    }
}

/// Why report fonts could not be loaded; its English message (`description`) names the file and, for the default
/// font, the Debian package to install; CLIKit's catalogs hold it in seven languages.
public enum PDFFontLoadError: Error, Equatable, Sendable {
    /// The default font is not installed at `path`; install `package` (`fonts-dejavu-core`) or pass `--font FILE`.
    case defaultFontMissing(path: String, package: String)
    /// The `--font` file does not exist or cannot be read.
    case unreadable(path: String)
    /// The file is not a usable TrueType font.
    case invalid(path: String, reason: FontParseError)
}
