import Expectations

// Linux only, like the server.
#if os(Linux)
    import Foundation
    import HTTPServing
    import Testing

    /// The server over real loopback sockets, its clock moved by the test.
    @Suite struct HTTPServerTests {
        static let page = EmbeddedAsset(
            path: "/", contentType: "text/html; charset=utf-8", bytes: Array("<!doctype html><p>hello</p>".utf8),
            gzipped: [0x1F, 0x8B, 0x08, 0x00])

        static func handler(_ request: HTTPRequest, _ peer: HTTPPeer) -> HTTPAnswer {
            if request.path == "/events" { return .eventStream }
            guard request.method == "GET" || request.method == "HEAD" else {
                return .response(HTTPResponse(status: .methodNotAllowed, headers: [("Allow", "GET, HEAD")]))
            }
            if let asset = AssetCatalog([page]).response(to: request) { return .response(asset) }
            return .response(.text(.notFound, "no\n"))
        }

        @Test func assetsAnswerGetHeadConditionalAndGzipWithSecurityHeaders() throws {
            let harness = try ServerHarness(handler: Self.handler)
            let client = try harness.connect()
            client.send(request("GET", "/", port: harness.port))
            let get = client.receive { $0.contains("</p>") }
            #expect(get.hasPrefix("HTTP/1.1 200 OK\r\n"))
            for field in [
                "Content-Length: 27", "Cache-Control: no-cache", "Vary: Accept-Encoding",
                "X-Content-Type-Options: nosniff",
                "Referrer-Policy: no-referrer", "Content-Security-Policy: default-src 'self';",
                "frame-ancestors 'none'",
                "Date: Fri, 15 Jan 2027 08:00:00 GMT",
            ] {
                #expect(get.contains(field), "\(field)")
            }
            let tag = try #require(get.split(separator: "\r\n").first { $0.hasPrefix("ETag: ") }).dropFirst(6)
            client.clear()
            client.send(request("HEAD", "/", port: harness.port))
            let head = client.receive()
            #expect(head.contains("Content-Length: 27") && !head.contains("hello"))
            client.clear()
            client.send(request("GET", "/", port: harness.port, ["If-None-Match: \(tag)"]))
            let cached = client.receive()
            #expect(cached.hasPrefix("HTTP/1.1 304 Not Modified") && !cached.contains("hello"))
            client.clear()
            client.send(request("GET", "/", port: harness.port, ["Accept-Encoding: br, gzip;q=0.8"]))
            let gzip = client.receive { $0.contains("\r\n\r\n") && $0.hasSuffix("\u{8}\u{0}") }
            #expect(gzip.contains("Content-Encoding: gzip") && gzip.contains("Content-Length: 4"))
            #expect(gzip.contains("ETag: \(tag.dropLast())-gzip\""))
            client.clear()
            client.send(request("DELETE", "/", port: harness.port))
            #expect(client.receive().contains("405 Method Not Allowed\r\n"))
            #expect(client.text.contains("Allow: GET, HEAD"))
        }

        @Test func refusalsCloseTheConnection() throws {
            let harness = try ServerHarness(handler: Self.handler)
            let rebinding = try harness.connect()
            rebinding.send("GET / HTTP/1.1\r\nHost: attacker.example:\(harness.port)\r\n\r\n")
            #expect(rebinding.receiveUntilClosed().hasPrefix("HTTP/1.1 400 Bad Request"))
            let traversal = try harness.connect()
            traversal.send(request("GET", "/%2e%2e/etc/passwd", port: harness.port))
            #expect(traversal.receiveUntilClosed().hasPrefix("HTTP/1.1 400 Bad Request"))
            expectEqual(harness.server.connectionCount, 0)
        }

        @Test func aSlowRequestGets408AndAnIdleConnectionCloses() throws {
            let harness = try ServerHarness(handler: Self.handler)
            let slow = try harness.connect()
            slow.send("GET / HTTP/1.1\r\nHo")
            #expect(slow.receiveBriefly().isEmpty)  // no answer before the deadline
            harness.advance(9)
            slow.send("st: 127.0.0.1")  // more bytes do not extend the deadline
            harness.pump()
            harness.advance(1.5)
            #expect(slow.receiveUntilClosed().hasPrefix("HTTP/1.1 408 Request Timeout"))
            let idle = try harness.connect()
            idle.send(request("GET", "/", port: harness.port))
            idle.receive { $0.contains("</p>") }
            harness.advance(9)
            expectEqual(harness.server.connectionCount, 1)
            harness.advance(2)
            expectEqual(harness.server.connectionCount, 0)
        }

        @Test func connectionsPerAddressAreCapped() throws {
            var limits = HTTPLimits()
            limits.connectionsPerAddress = 2
            let harness = try ServerHarness(limits: limits, handler: Self.handler)
            let clients = try (0..<3).map { _ in try harness.connect() }
            #expect(clients[2].receiveUntilClosed().hasPrefix("HTTP/1.1 503 Service Unavailable"))
            expectEqual(harness.server.connectionCount, 2)
        }

        @Test func eventStreamSendsStateFirstCoalescesReplaysAndBeats() throws {
            let harness = try ServerHarness(handler: Self.handler)
            harness.server.publishState(Array(#"{"n":1}"#.utf8), now: harness.clock)
            let first = try harness.connect()
            first.send(request("GET", "/events", port: harness.port))
            let opening = first.receive { $0.contains(#"{"n":1}"#) }
            #expect(opening.contains("Content-Type: text/event-stream") && !opening.contains("Content-Length"))
            #expect(opening.contains("retry: 3000\n\nevent: state\ndata: {\"n\":1}\n\n"))
            first.clear()
            harness.advance(0.01)
            harness.server.publishState(Array(#"{"n":2}"#.utf8), now: harness.clock)
            harness.server.publishState(Array(#"{"n":3}"#.utf8), now: harness.clock)
            harness.pump()
            #expect(first.receiveBriefly().isEmpty)  // within 90 ms of the last: held
            harness.advance(0.1)
            #expect(first.receive { $0.contains("\n\n") } == "event: state\ndata: {\"n\":3}\n\n")  // only the latest
            first.clear()
            let id = harness.server.publishEvent(named: "alert", Array("{\"a\":1}\n".utf8), now: harness.clock)
            harness.server.publishEvent(named: "alert", Array(#"{"a":2}"#.utf8), now: harness.clock)
            expectEqual(id, "t-1")
            #expect(
                first.receive { $0.contains("a\":2") }
                    == "id: t-1\nevent: alert\ndata: {\"a\":1}\ndata: \n\nid: t-2\nevent: alert\ndata: {\"a\":2}\n\n")
            first.clear()
            harness.advance(15)
            #expect(first.receive { $0.contains("\n\n") } == ": heartbeat\n\n")
            let again = try harness.connect()
            again.send(request("GET", "/events", port: harness.port, ["Last-Event-ID: t-1"]))
            let replayed = again.receive { $0.contains("t-2") }
            #expect(replayed.contains("{\"n\":3}") && replayed.contains("id: t-2") && !replayed.contains("id: t-1"))
            expectEqual(harness.server.streamCount, 2)
        }

        @Test func aStreamWithUnreadBytesLeavesNoDeadlineInThePast() throws {
            var limits = HTTPLimits()
            limits.streamBufferBytes = 64 << 20
            let harness = try ServerHarness(limits: limits, handler: Self.handler)
            let client = try harness.connect()
            client.send(request("GET", "/events", port: harness.port))
            client.receive()
            let megabyte = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
            for _ in 0..<16 { harness.server.publishEvent(named: "alert", megabyte, now: harness.clock) }
            harness.pump(2)  // the client reads nothing: the kernel's buffers fill, the rest stays unsent
            for seconds in [16.0, 5, 5] {  // past the heartbeat, short of the 30 s write stall
                harness.advance(seconds)
                expectEqual(harness.server.streamCount, 1)
                let deadline = try #require(harness.server.nextDeadline)
                #expect(deadline > harness.clock, "a past deadline makes the caller's poll(2) spin")
            }
            harness.advance(5)
            #expect(harness.server.streamCount == 0)  // 31 s without progress: dropped
        }

        @Test func aStreamThatWouldBufferPastItsCapIsDropped() throws {
            var limits = HTTPLimits()
            limits.streamBufferBytes = 4096
            let harness = try ServerHarness(limits: limits, handler: Self.handler)
            let client = try harness.connect()
            client.send(request("GET", "/events", port: harness.port))
            client.receive()
            expectEqual(harness.server.streamCount, 1)
            harness.server.publishEvent(
                named: "alert", Array(repeating: UInt8(ascii: "x"), count: 5000), now: harness.clock)
            expectEqual(harness.server.streamCount, 0)
        }
    }
#endif
