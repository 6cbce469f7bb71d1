import Expectations
import Foundation
import Glibc
import MarineGPSLive
import MarineKit
import MarineKitTestSupport
import PosixKit
import Testing

/// `PositionFixes`: the live sources as an `AsyncSequence`, on a real file and real TCP connections.
@Suite struct PositionFixesTests {
    /// Where the fixes come from.
    enum Feed: String, CaseIterable {
        case replayedFile, tcpPeer, refusedTCP
    }

    @Test(
        "fixes of a replayed file and of a TCP peer arrive in order and end with the input; a refused connection throws",
        arguments: Feed.allCases)
    func endsWithInput(feed: Feed) async throws {
        let passage = NMEAPassage(seconds: 30)
        var fixes: [PositionFix] = []
        var thrown: SystemCallError?
        var peerServed = true
        do {
            switch feed {
            case .replayedFile:
                let path = NSTemporaryDirectory() + "fixes-\(UUID().uuidString.prefix(8)).nmea"
                try Data(passage.text.utf8).write(to: URL(fileURLWithPath: path))
                defer { try? FileManager.default.removeItem(atPath: path) }
                fixes = try await Self.collect(PositionFixes(source: ReplaySource(path: path), clock: { .distantPast }))
            case .tcpPeer:
                let listener = try TCPListener.listen(host: "127.0.0.1", port: 0)
                defer { Descriptor.close(listener) }
                let source = StreamSource(
                    host: "127.0.0.1", port: try #require(TCPListener.localPort(listener)), gpsd: false)
                async let served = Self.servePeer(listener, Array(passage.text.utf8), waitForClose: false)
                fixes = try await Self.collect(PositionFixes(source: source, clock: { NMEAPassage.start }))
                peerServed = await served
            case .refusedTCP:
                let listener = try TCPListener.listen(host: "127.0.0.1", port: 0)
                let port = try #require(TCPListener.localPort(listener))
                Descriptor.close(listener)
                let source = StreamSource(host: "127.0.0.1", port: port, gpsd: false)
                fixes = try await Self.collect(PositionFixes(source: source, clock: { NMEAPassage.start }))
            }
        } catch let error as SystemCallError {
            thrown = error
        }
        #expect(peerServed)
        expectEqual(fixes, feed == .refusedTCP ? [] : passage.fixes)
        expectEqual(thrown?.code, feed == .refusedTCP ? ECONNREFUSED : nil)
    }

    @Test("cancelling the consuming task ends the sequence and closes the connection")
    func cancellation() async throws {
        let passage = NMEAPassage(seconds: 3)
        let listener = try TCPListener.listen(host: "127.0.0.1", port: 0)
        defer { Descriptor.close(listener) }
        let source = StreamSource(host: "127.0.0.1", port: try #require(TCPListener.localPort(listener)), gpsd: false)
        let fixes = try PositionFixes(source: source, clock: { NMEAPassage.start })
        async let peerSawClose = Self.servePeer(listener, Array(passage.text.utf8), waitForClose: true)
        let (arrived, arriving) = AsyncStream.makeStream(of: PositionFix.self)
        let consumer = Task {
            var count = 0
            for try await fix in fixes {
                count += 1
                arriving.yield(fix)
            }
            return count
        }
        var seen = arrived.makeAsyncIterator()
        let first = await seen.next()
        consumer.cancel()
        let count = try await consumer.value
        #expect(await peerSawClose)
        expectEqual(first, passage.fixes.first)
        #expect((1...passage.fixes.count).contains(count))  // what the first batch held; the connection stays open
    }

    private static func collect(_ fixes: PositionFixes) async throws(SystemCallError) -> [PositionFix] {
        var collected: [PositionFix] = []
        for try await fix in fixes { collected.append(fix) }
        return collected
    }

    /// Accepts one connection on a thread of its own, writes `bytes`, then closes at once or, with `waitForClose`,
    /// once the client has closed its end (FIN or RST); answers whether all went so (false: nobody connected, or no
    /// close within 10 s).
    private static func servePeer(_ listener: Int32, _ bytes: [UInt8], waitForClose: Bool) async -> Bool {
        await withCheckedContinuation { done in
            Thread {
                guard Descriptor.waitReadable(listener, milliseconds: 10_000), let peer = TCPListener.accept(listener)
                else { return done.resume(returning: false) }
                var closed = Descriptor.writeAll(peer.descriptor, bytes) && !waitForClose
                var byte: UInt8 = 0
                while !closed, Descriptor.waitReadable(peer.descriptor, milliseconds: 10_000) {
                    let count = read(peer.descriptor, &byte, 1)
                    if count <= 0 {
                        // A client that closes with fixes still unread in its receive buffer makes the kernel send
                        // RST, not FIN: the read then fails with ECONNRESET. Both are the client closing.
                        closed = count == 0 || errno == ECONNRESET
                        break
                    }
                }
                Descriptor.close(peer.descriptor)
                done.resume(returning: closed)
            }.start()
        }
    }
}
