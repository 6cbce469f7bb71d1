/// An incremental HTTP/1.1 request parser on raw bytes (RFC 9112), holding every limit of ``HTTPLimits``.
///
/// Feed it what a socket delivered with ``append(_:)``, then call ``next()`` until it says `incomplete`. A failure
/// is final for the connection: the server answers the status and closes. Pipelined requests stay buffered.
public struct HTTPRequestParser: Sendable {
    /// What ``next()`` found.
    public enum Outcome: Equatable, Sendable {
        /// More bytes are needed.
        case incomplete
        /// A whole request (head and body).
        case request(HTTPRequest)
        /// The bytes are refused with this status (400, 413, 414, 431, 501, 505); close after answering.
        case failure(HTTPStatus)
    }

    /// The bounds applied.
    public let limits: HTTPLimits
    private var buffer: [UInt8] = []

    /// A parser with these bounds.
    public init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
    }

    /// Whether bytes of a next request are buffered.
    public var hasBufferedBytes: Bool { !buffer.isEmpty }

    /// Adds received bytes.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete request, if the buffer holds one.
    public mutating func next() -> Outcome {
        // RFC 9112 §2.2: a server should ignore at least one empty line before a request line.
        while buffer.starts(with: [0x0D, 0x0A]) { buffer.removeFirst(2) }
        while buffer.first == 0x0A { buffer.removeFirst() }
        guard let lineEnd = buffer.firstIndex(of: 0x0A) else {
            return buffer.count > limits.requestLineBytes + 1 ? .failure(.uriTooLong) : .incomplete
        }
        let line = trimmedLine(0..<lineEnd)
        guard line.count <= limits.requestLineBytes else { return .failure(.uriTooLong) }
        let start: RequestLine
        switch RequestLine.parse(buffer[line]) {
        case .success(let parsed): start = parsed
        case .failure(let status): return .failure(status)
        }
        return headSection(after: lineEnd + 1, start: start)
    }

    /// Parses the header fields after the request line, then the body.
    private mutating func headSection(after offset: Int, start: RequestLine) -> Outcome {
        var fields: [(name: String, value: String)] = []
        var position = offset
        while true {
            guard let lineEnd = buffer[position...].firstIndex(of: 0x0A) else {
                return buffer.count - offset > limits.headerBytes ? .failure(.headerFieldsTooLarge) : .incomplete
            }
            guard lineEnd + 1 - offset <= limits.headerBytes else { return .failure(.headerFieldsTooLarge) }
            let line = trimmedLine(position..<lineEnd)
            position = lineEnd + 1
            if line.isEmpty { break }
            guard !buffer[line].contains(0x0D) else { return .failure(.badRequest) }
            guard let field = HeaderField.parse(buffer[line]) else { return .failure(.badRequest) }
            fields.append(field)
            guard fields.count <= limits.headerFields else { return .failure(.headerFieldsTooLarge) }
        }
        return body(at: position, start: start, fields: fields)
    }

    /// Checks the framing fields and takes the body when it has arrived.
    private mutating func body(at offset: Int, start: RequestLine, fields: [(name: String, value: String)])
        -> Outcome
    {
        let length: Int
        switch HeaderField.bodyLength(fields, cap: limits.bodyBytes) {
        case .success(let value): length = value
        case .failure(let status): return .failure(status)
        }
        guard fields.count(where: { $0.name == "host" }) == 1 else { return .failure(.badRequest) }
        guard buffer.count - offset >= length else { return .incomplete }
        let body = Array(buffer[offset..<offset + length])
        buffer.removeFirst(offset + length)
        return .request(
            HTTPRequest(
                method: start.method, target: start.target, path: start.path, query: start.query,
                minorVersion: start.minorVersion, headers: fields, body: body))
    }

    /// The range of a line without its final CR (the LF is already excluded).
    private func trimmedLine(_ range: Range<Int>) -> Range<Int> {
        if let last = range.last, buffer[last] == 0x0D { return range.lowerBound..<last }
        return range
    }
}
