/// `denklem`'s composition root: the services its commands use besides their arguments and the environment.
///
/// `denklem` keeps nothing and calls no network; what it reads from outside are the files named on its command
/// line (`--tariff-file`, `--holidays`, `tariff --check`) and the fonts of its PDFs. Built once per run, by the
/// executable with ``live(_:)`` (`DenklemServices+Live.swift`) or by a test from an in-memory file table;
/// commands read it as `context.services`.
public struct DenklemServices: Sendable {
    /// The bytes of the file at a path, nil when it is missing or unreadable.
    public var readFile: @Sendable (_ path: String) -> [UInt8]?

    /// Creates the services.
    ///
    /// - Parameter readFile: reads a file (the disk in the tool, a table in tests).
    public init(readFile: @escaping @Sendable (_ path: String) -> [UInt8]?) {
        self.readFile = readFile
    }
}
