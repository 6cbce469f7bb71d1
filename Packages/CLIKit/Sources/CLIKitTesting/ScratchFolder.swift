import Foundation

/// A temporary folder of one harness, created on first use and removed with the harness.
final class ScratchFolder: Sendable {
    /// `$TMPDIR/<prefix>-<UUID>`.
    let url: URL

    init(prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The folder, created if it does not exist yet.
    var created: URL {
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
