// Linux only, like HTTPServer.swift.
#if os(Linux)
    import Foundation

    extension HTTPServer {
        /// Milliseconds an `EventSource` waits before reconnecting (the stream's `retry:` field).
        static let reconnectMilliseconds = 3000

        /// Publishes a new state: sent at once to streams that are idle and whose interval has passed, otherwise kept
        /// as the one pending update (only the latest state is ever queued).
        public func publishState(_ json: [UInt8], now: Date) {
            latestState = json
            for connection in connections.values where connection.isStream {
                connection.statePending = true
                deliverState(to: connection, now: now)
                write(connection, now: now)
                removeIfClosed(connection)
            }
        }

        /// Sets the state the next streams start with, without sending it to the open ones (a handler calls it
        /// before answering ``HTTPAnswer/eventStream``, so a new stream starts with the state of now).
        public func replaceState(_ json: [UInt8]) {
            latestState = json
        }

        /// Publishes an event (SSE `event:` `name`, for example `alert`) with an id to every stream and keeps it for
        /// `Last-Event-ID` replay; returns its id.
        @discardableResult
        public func publishEvent(named name: String, _ json: [UInt8], now: Date) -> String {
            lastEventNumber += 1
            let bytes = identifiedEvent(number: lastEventNumber, name: name, json)
            ring.append((lastEventNumber, bytes))
            if ring.count > limits.streamReplayEvents { ring.removeFirst(ring.count - limits.streamReplayEvents) }
            for connection in connections.values where connection.isStream {
                queueOnStream(bytes, connection, now: now)
                write(connection, now: now)
                removeIfClosed(connection)
            }
            return "\(streamTag)-\(lastEventNumber)"
        }

        /// The alert events after `lastEventID` from the ring: those with a higher number when the id is this run's,
        /// all of them for another run's id.
        func replay(after lastEventID: String?) -> [[UInt8]] {
            guard let lastEventID, !lastEventID.isEmpty else { return [] }
            let prefix = streamTag + "-"
            guard lastEventID.hasPrefix(prefix), let number = Int(lastEventID.dropFirst(prefix.count)) else {
                return ring.map(\.bytes)
            }
            return ring.filter { $0.number > number }.map(\.bytes)
        }

        func startStream(on connection: HTTPConnection, lastEventID: String?, now: Date) {
            connection.isStream = true
            var head = HTTPResponse(status: .ok, contentType: "text/event-stream; charset=utf-8")
            head.headers.append(("X-Accel-Buffering", "no"))
            // No Content-Length: the stream ends when the connection closes (RFC 9112 §6.3).
            var bytes = head.serialized(date: now, headOnly: true, closing: true, delimitedByClose: true)
            bytes += Array("retry: \(Self.reconnectMilliseconds)\n\n".utf8)
            connection.queue(bytes, now: now)
            connection.statePending = latestState != nil
            deliverState(to: connection, now: now)
            for event in replay(after: lastEventID) { queueOnStream(event, connection, now: now) }
        }

        /// Sends the pending state when the stream's buffer is empty and the interval since the last has passed.
        func deliverState(to connection: HTTPConnection, now: Date) {
            guard connection.statePending, let state = latestState else { return }
            let intervalPassed = connection.lastStateSent.map {
                now.timeIntervalSince($0) >= limits.streamStateInterval
            }
            guard intervalPassed ?? true, connection.unsentCount == 0 || connection.lastStateSent == nil else { return }
            connection.statePending = false
            connection.lastStateSent = now
            queueOnStream(Array("event: state\n".utf8) + Self.dataField(state), connection, now: now)
        }

        /// Queues bytes on a stream, dropping the client when its unsent bytes would pass the cap.
        func queueOnStream(_ bytes: [UInt8], _ connection: HTTPConnection, now: Date) {
            guard connection.unsentCount + bytes.count <= limits.streamBufferBytes else { return shut(connection) }
            connection.queue(bytes, now: now)
        }

        private func identifiedEvent(number: Int, name: String, _ json: [UInt8]) -> [UInt8] {
            let safeName = name.filter { $0.isLetter || $0.isNumber }
            return Array("id: \(streamTag)-\(number)\nevent: \(safeName)\n".utf8) + Self.dataField(json)
        }

        /// `data: …` lines ending the event: a line break inside the payload starts another `data:` line, so no
        /// payload can end the event early or inject a field.
        static func dataField(_ payload: [UInt8]) -> [UInt8] {
            let breaks = payload.withUnsafeBytes { raw in
                raw.baseAddress.map { memchr($0, 0x0A, raw.count) != nil || memchr($0, 0x0D, raw.count) != nil }
                    ?? false
            }
            guard breaks else { return Array("data: ".utf8) + payload + Array("\n\n".utf8) }  // the usual case
            var bytes = Array("data: ".utf8)
            for byte in payload {
                if byte == 0x0A {
                    bytes += Array("\ndata: ".utf8)
                } else if byte != 0x0D {
                    bytes.append(byte)
                }
            }
            return bytes + Array("\n\n".utf8)
        }
    }
#endif
