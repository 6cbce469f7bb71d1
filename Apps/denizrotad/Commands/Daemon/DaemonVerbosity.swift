/// How much `denizrotad` says on standard error about its source's connection (`--quiet`, `--verbose`).
///
/// The JSON events on standard output are the same at every level; warnings about positions not stored or not
/// judged (storage, accuracy, dates, weather, speech) are written at every level too.
enum DaemonVerbosity: Sendable, Comparable {
    /// `--quiet`: nothing about the connection.
    case quiet
    /// The default: one line when the source stops answering and one when it answers again.
    case normal
    /// `--verbose`: also every failed attempt with its wait, and the first connection.
    case verbose
}
