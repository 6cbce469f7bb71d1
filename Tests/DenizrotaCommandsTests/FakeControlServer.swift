import Foundation
import PosixKit

/// A stand-in for `denizrotad`'s control socket, served from a thread of the test process: each client's request
/// line is recorded and answered with the lines ``answer`` gives for it, then the connection is closed (as the
/// daemon does; for a subscription, the end of the lines is the daemon going away).
final class FakeControlServer: @unchecked Sendable {
    /// The socket's path (in a fresh temporary folder).
    let path: String
    private let listener: Int32
    private let answer: @Sendable (String) -> [String]
    private let lock = NSLock()
    private var received: [String] = []
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    /// Listens at a new path and serves until ``stop()``.
    init(answer: @escaping @Sendable (String) -> [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("c.sock").path
        listener = try UnixSocket.listen(path: path)
        self.answer = answer
        Thread.detachNewThread { [self] in serve() }
    }

    /// The request lines received so far.
    var requests: [String] {
        lock.withLock { received }
    }

    /// Stops serving and removes the socket.
    func stop() {
        lock.withLock { stopped = true }
        finished.wait()
        Descriptor.close(listener)
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    private func serve() {
        while !lock.withLock({ stopped }) {
            guard Descriptor.waitReadable(listener, milliseconds: 20), let client = UnixSocket.accept(listener) else {
                continue
            }
            Descriptor.setFlags(client, nonBlocking: false)
            let request = readLine(client)
            lock.withLock { received.append(request) }
            for line in answer(request) { Descriptor.writeAll(client, Array((line + "\n").utf8)) }
            Descriptor.close(client)
        }
        finished.signal()
    }

    private func readLine(_ client: Int32) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while Descriptor.waitReadable(client, milliseconds: 2000),
            case .bytes = withUnsafeMutableBytes(of: &byte, { Descriptor.read(client, into: $0) }), byte != 0x0A
        {
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
