// Linux only, like HTTPServer.swift.
#if os(Linux)
    import Foundation

    extension HTTPServer {
        /// Answers the buffered requests one at a time: the next is parsed only when the previous answer is written
        /// (so a pipelining client cannot make the server queue answers without bound).
        func process(_ connection: HTTPConnection, now: Date) {
            while !connection.isStream && !connection.closeAfterWrite && !connection.isClosed
                && connection.unsentCount == 0 && connection.awaiting == nil
            {
                switch connection.parser.next() {
                case .incomplete:
                    if connection.parser.hasBufferedBytes && connection.requestStarted == nil {
                        connection.idleSince = nil
                        connection.requestStarted = now
                    }
                    return
                case .failure(let status):
                    refuse(connection, status, request: nil, now: now)
                case .request(let request):
                    answer(request, on: connection, now: now)
                }
                write(connection, now: now)
            }
        }

        /// Sends a refusal and closes the connection after it.
        func refuse(_ connection: HTTPConnection, _ status: HTTPStatus, request: HTTPRequest?, now: Date) {
            let response = errorResponder(status, request)
            connection.closeAfterWrite = true
            connection.requestStarted = nil
            connection.idleSince = nil
            connection.queue(
                response.serialized(date: now, headOnly: request?.method == "HEAD", closing: true), now: now)
        }

        private func answer(_ request: HTTPRequest, on connection: HTTPConnection, now: Date) {
            connection.requestStarted = nil
            connection.idleSince = nil
            connection.served += 1
            let host = (request.header("host") ?? "").lowercased()
            let reached = !host.isEmpty && connection.peer.local == host
            guard allowedHosts.isEmpty || allowedHosts.contains(host) || reached else {
                return refuse(connection, .badRequest, request: request, now: now)
            }
            switch handler(request, connection.peer) {
            case .response(let response):
                let closing = !request.keepsAlive || connection.served >= limits.requestsPerConnection
                connection.closeAfterWrite = closing
                connection.queue(
                    response.serialized(date: now, headOnly: request.method == "HEAD", closing: closing), now: now)
            case .eventStream:
                startStream(on: connection, lastEventID: request.header("last-event-id"), now: now)
            case .deferred(let ticket):
                connection.awaiting = (ticket, request, now)
            case .ownedEventStream(let owner):
                connection.owner = owner
                startStream(on: connection, lastEventID: request.header("last-event-id"), now: now)
            }
        }
    }
#endif
