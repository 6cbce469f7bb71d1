extension CommandContext {
    /// Reads a file the user named (a font, a config file, a data file) through the environment's ``FileSystem``,
    /// at most `maximumBytes` (``FileSystem/contents(atPath:maximumBytes:)``: never waits for a FIFO's writer).
    ///
    /// - Parameters:
    ///   - path: the path as the user gave it.
    ///   - maximumBytes: the largest content accepted, bytes; the caller documents it.
    /// - Returns: the bytes.
    /// - Throws: `CommandError` with exit 66 (missing, unreadable, a folder), 65 (over the limit) or 74 (reading
    ///   failed), and a localized message naming the path (``InputFileError``).
    public func readInputFile(_ path: String, maximumBytes: Int) throws(CommandError) -> [UInt8] {
        do {
            return try fileSystem.contents(atPath: path, maximumBytes: maximumBytes)
        } catch {
            throw CommandError(error.exitCode, wrapping: error)
        }
    }
}
