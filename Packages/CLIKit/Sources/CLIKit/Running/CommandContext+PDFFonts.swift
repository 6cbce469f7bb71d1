import PDFWriting

extension CommandContext {
    /// Largest font file read, bytes (32 MiB; DejaVu Sans is 0.7 MB, Droid Sans Fallback 4 MB): a larger file, a
    /// device or a FIFO named by `--font` is refused (exit 65) instead of read forever (Docs/security.md).
    public static let maximumFontBytes = 32 << 20

    /// The fonts of a PDF the tools write (`denklem … --pdf`, `denizrota plan --pdf`, `trip export --format pdf`):
    /// the TrueType file at `customPath`, else the first installed font PDFWriting's list finds, every file read
    /// through the environment's file system within ``maximumFontBytes``.
    ///
    /// - Parameter customPath: the user's `--font` (or a setting), or nil.
    /// - Returns: the fonts with their fallback faces.
    /// - Throws: `CommandError` 65 when the user's file is over the bound or not a usable TrueType font, 66 when it
    ///   is missing or a folder, 74 when no installed font is found or reading fails.
    public func pdfFonts(customPath: String?) throws(CommandError) -> PDFFonts {
        let files = fileSystem
        // The user's font is read here, bounded, so one missing (66), too large or a FIFO (65) is named as such
        // (InputFileError); the loader gets it back from memory, and reads the installed default and fallback faces
        // within the same bound.
        let customBytes = try customPath.map { (path) throws(CommandError) -> [UInt8] in
            try readInputFile(path, maximumBytes: Self.maximumFontBytes)
        }
        let loader = PDFFontLoader { path in
            path == customPath ? customBytes : try? files.contents(atPath: path, maximumBytes: Self.maximumFontBytes)
        }
        do {
            return try loader.fonts(customPath: customPath)
        } catch .invalid(let path, let reason) {
            throw CommandError(.dataError, wrapping: PDFFontLoadError.invalid(path: path, reason: reason))
        } catch {
            throw CommandError(.ioError, wrapping: error)
        }
    }
}
