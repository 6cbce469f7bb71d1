// Linux only, like HTTPServer.swift.
#if os(Linux)
    import Foundation

    extension HTTPServer {
        /// Runs the timers: 408 for requests past their deadline, closes idle keep-alive connections and stalled
        /// writers, sends coalesced state updates and heartbeats.
        public func tick(now: Date) {
            for connection in Array(connections.values) {
                if connection.isStream {
                    tickStream(connection, now: now)
                } else {
                    tickRequest(connection, now: now)
                }
                if connection.unsentCount > 0 && now.timeIntervalSince(connection.lastProgress) > limits.writeStall {
                    shut(connection)
                }
                removeIfClosed(connection)
            }
        }

        /// The earliest instant a timer of ``tick(now:)`` is due, or nil when none runs.
        public var nextDeadline: Date? {
            connections.values.compactMap(deadline(of:)).min()
        }

        private func deadline(of connection: HTTPConnection) -> Date? {
            var due: [Date] = []
            if connection.unsentCount > 0 { due.append(connection.lastProgress.addingTimeInterval(limits.writeStall)) }
            if connection.isStream && connection.unsentCount == 0 {
                // With bytes unsent, neither a heartbeat nor a state is queued: the stall timer above is the one
                // that runs (a deadline that tick(now:) cannot clear would make the caller's poll spin).
                due.append(connection.lastQueued.addingTimeInterval(limits.streamHeartbeat))
                if connection.statePending, let last = connection.lastStateSent {
                    due.append(last.addingTimeInterval(limits.streamStateInterval))
                }
            } else if connection.isStream {
                return due.min()
            } else if let waiting = connection.awaiting {
                due.append(waiting.since.addingTimeInterval(limits.deferredAnswerDeadline))
            } else if let started = connection.requestStarted, !connection.closeAfterWrite {
                due.append(started.addingTimeInterval(limits.requestDeadline))
            } else if let idle = connection.idleSince {
                due.append(idle.addingTimeInterval(limits.keepAliveIdle))
            }
            return due.min()
        }

        private func tickRequest(_ connection: HTTPConnection, now: Date) {
            if let waiting = connection.awaiting {
                guard now.timeIntervalSince(waiting.since) >= limits.deferredAnswerDeadline else { return }
                // The worker may still finish: its answer finds no connection waiting for the ticket and is dropped.
                connection.awaiting = nil
                var response = errorResponder(.gatewayTimeout, waiting.request)
                response.headers.append(("Retry-After", String(limits.deferredRetryAfter)))
                connection.closeAfterWrite = true
                connection.queue(
                    response.serialized(date: now, headOnly: waiting.request.method == "HEAD", closing: true), now: now)
                write(connection, now: now)
            } else if let started = connection.requestStarted, !connection.closeAfterWrite,
                now.timeIntervalSince(started) >= limits.requestDeadline
            {
                refuse(connection, .requestTimeout, request: nil, now: now)
                write(connection, now: now)
            } else if let idle = connection.idleSince, now.timeIntervalSince(idle) >= limits.keepAliveIdle {
                shut(connection)
            }
        }

        private func tickStream(_ connection: HTTPConnection, now: Date) {
            deliverState(to: connection, now: now)
            if connection.unsentCount == 0 && now.timeIntervalSince(connection.lastQueued) >= limits.streamHeartbeat {
                queueOnStream(Array(": heartbeat\n\n".utf8), connection, now: now)
            }
            write(connection, now: now)
        }
    }
#endif
