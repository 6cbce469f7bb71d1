import Foundation

extension CommandContext {
    /// Writes a command's output file piece by piece, so a large export is never held whole.
    ///
    /// Through the environment's ``FileSystem`` (live: ``OutputFile/write(standardOutput:producing:)``); `-` goes to
    /// this context's standard output. A regular file is replaced only when `produce` returns.
    ///
    /// - Parameters:
    ///   - path: the path as the user gave it.
    ///   - newFileMode: the mode of a file this creates, before the umask (``OutputFile/newFileMode``).
    ///   - produce: writes the content through `write`, as UTF-8 text in pieces.
    /// - Throws: `CommandError` with exit 73 or 74 (as `writeOutputFile(_:to:newFileMode:)`), or what `produce`
    ///   throws.
    public func writeOutputFile(
        to path: String, newFileMode: mode_t = 0o666,
        producing produce: (_ write: (String) throws -> Void) throws -> Void
    ) throws {
        do {
            try fileSystem.writeFile(
                to: path, newFileMode: newFileMode, standardOutput: environment.standardOutput
            ) { write in
                try withoutActuallyEscaping(write) { write in try produce { text in try write(Array(text.utf8)) } }
            }
        } catch let error as OutputFileError {
            throw CommandError(error.exitCode, wrapping: error)
        }
    }
}
