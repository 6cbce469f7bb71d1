import Foundation

extension CommandContext {
    /// Writes a command's output file through the environment's ``FileSystem`` (live: ``OutputFile``); `-` goes to
    /// this context's standard output.
    ///
    /// - Parameters:
    ///   - bytes: the whole content.
    ///   - path: the path as the user gave it.
    ///   - newFileMode: the mode of a file this creates, before the umask (``OutputFile/newFileMode``).
    /// - Throws: `CommandError` with exit 73 (cannot create: a directory, a special file, no permission, no such
    ///   folder) or 74 (writing failed: no space, an I/O error), and a localized message naming the path.
    public func writeOutputFile(_ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o666) throws(CommandError) {
        do {
            try fileSystem.writeFile(
                bytes, to: path, newFileMode: newFileMode, standardOutput: environment.standardOutput)
        } catch {
            throw CommandError(error.exitCode, wrapping: error)
        }
    }

    /// Writes UTF-8 text as a command's output file (see ``writeOutputFile(_:to:newFileMode:)``).
    ///
    /// - Parameters:
    ///   - text: the whole content.
    ///   - path: the path as the user gave it.
    ///   - newFileMode: the mode of a new file before the umask; 0o600 for private output (it then ends 0600 and
    ///     the caller's whatever was there, see ``OutputFile``).
    /// - Throws: `CommandError` with exit 73 or 74.
    public func writeOutputFile(_ text: String, to path: String, newFileMode: mode_t = 0o666) throws(CommandError) {
        try writeOutputFile(Array(text.utf8), to: path, newFileMode: newFileMode)
    }
}
