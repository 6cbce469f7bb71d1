import Expectations

// Linux only, like the server.
#if os(Linux)
    import Foundation
    import HTTPServing
    import Testing

    /// Deferred answers (work done off the caller's loop): the connection waits, answers in order, and a ticket
    /// whose client left is ignored.
    @Suite struct HTTPDeferredAnswerTests {
        final class Tickets {
            var issued: [HTTPTicket] = []
            var server: HTTPServer?
        }

        @Test func aDeferredAnswerComesInOrderAndALeftClientsTicketIsIgnored() throws {
            let tickets = Tickets()
            let harness = try ServerHarness { request, _ in
                guard request.path == "/slow", let ticket = tickets.server?.makeTicket() else {
                    return .response(.text(.ok, "fast"))
                }
                tickets.issued.append(ticket)
                return .deferred(ticket)
            }
            tickets.server = harness.server
            let client = try harness.connect()
            // Pipelined: the fast request waits behind the deferred one.
            client.send(request("HEAD", "/slow", port: harness.port) + request("GET", "/fast", port: harness.port))
            expectEqual(client.receiveBriefly(), "")
            var gone: TestClient? = try harness.connect()
            gone?.send(request("GET", "/slow", port: harness.port))
            harness.pump()
            gone = nil  // closes its socket
            harness.pump()
            expectEqual(tickets.issued.map(\.number), [1, 2])
            harness.server.complete(tickets.issued[1], with: .text(.ok, "too late"), now: harness.clock)
            harness.server.complete(tickets.issued[0], with: .text(.ok, "slow answer"), now: harness.clock)
            let text = client.receive { $0.hasSuffix("fast") }
            let parts = text.components(separatedBy: "HTTP/1.1 200 OK")
            #expect(parts.count == 3 && parts[1].contains("Content-Length: 11") && !parts[1].contains("slow answer"))
            #expect(parts[2].hasSuffix("\r\n\r\nfast") && !text.contains("too late"))
            expectEqual(harness.server.connectionCount, 1)
        }

        /// A deferred answer past ``HTTPLimits/deferredAnswerDeadline`` gets 504 with Retry-After through the error
        /// responder (the caller's localized JSON), the connection closes, and the late answer is dropped.
        @Test func aDeferredAnswerPastItsDeadlineIs504() throws {
            let tickets = Tickets()
            var limits = HTTPLimits()
            limits.deferredAnswerDeadline = 5
            let harness = try ServerHarness(limits: limits) { _, _ in
                guard let ticket = tickets.server?.makeTicket() else { return .response(.text(.ok, "none")) }
                tickets.issued.append(ticket)
                return .deferred(ticket)
            }
            tickets.server = harness.server
            let client = try harness.connect()
            client.send(request("GET", "/slow", port: harness.port))
            harness.pump()
            expectEqual(harness.server.nextDeadline, harness.clock.addingTimeInterval(5))
            harness.advance(4.9)
            expectEqual(client.receiveBriefly(), "")
            harness.advance(0.1)
            let text = client.receiveUntilClosed()
            #expect(text.hasPrefix("HTTP/1.1 504 Gateway Timeout\r\n") && text.contains("Retry-After: 10\r\n"))
            #expect(text.contains("Connection: close") && text.hasSuffix("504 Gateway Timeout\n"), "\(text)")
            harness.server.complete(tickets.issued[0], with: .text(.ok, "too late"), now: harness.clock)
            expectEqual(harness.server.connectionCount, 0)
        }
    }
#endif
