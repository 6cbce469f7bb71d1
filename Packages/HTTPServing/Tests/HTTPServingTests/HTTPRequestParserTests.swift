import Expectations
import Foundation
import HTTPServing
import Testing

/// The parser on raw bytes: hostile and malformed requests and the status each gets.
@Suite struct HTTPRequestParserTests {
    /// A request of `lines` joined with CRLF, ending with the blank line.
    static func request(_ lines: [String]) -> [UInt8] {
        Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    static let host = "Host: 127.0.0.1:8642"

    /// (what, bytes, the status refusing it; nil: accepted).
    static let cases: [(String, [UInt8], Int?)] = [
        ("plain GET", request(["GET /api/v1/state HTTP/1.1", host]), nil),
        ("HTTP/1.0 with Host", request(["GET / HTTP/1.0", host]), nil),
        ("bare LF line ends", Array("GET / HTTP/1.1\n\(host)\n\n".utf8), nil),
        ("no Host", request(["GET / HTTP/1.1"]), 400),
        ("two Host fields", request(["GET / HTTP/1.1", host, "Host: evil.example"]), 400),
        ("request line over 8 KiB", request(["GET /" + String(repeating: "a", count: 8200) + " HTTP/1.1", host]), 414),
        (
            "header section over 16 KiB",
            request(["GET / HTTP/1.1", host, "X-Big: " + String(repeating: "b", count: 16400)]), 431
        ),
        ("101 header fields", request(["GET / HTTP/1.1", host] + (1...100).map { "X-F\($0): v" }), 431),
        (
            "Transfer-Encoding with Content-Length",
            request(["POST / HTTP/1.1", host, "Transfer-Encoding: chunked", "Content-Length: 3"]), 400
        ),
        ("Transfer-Encoding alone", request(["POST / HTTP/1.1", host, "Transfer-Encoding: chunked"]), 501),
        ("body over the cap", request(["POST / HTTP/1.1", host, "Content-Length: 20000"]), 413),
        ("Content-Length not a number", request(["POST / HTTP/1.1", host, "Content-Length: 1e3"]), 400),
        ("Content-Length negative", request(["POST / HTTP/1.1", host, "Content-Length: -1"]), 400),
        (
            "differing Content-Length fields",
            request(["POST / HTTP/1.1", host, "Content-Length: 1", "Content-Length: 2"]), 400
        ),
        ("obs-fold continuation line", request(["GET / HTTP/1.1", host, "X-A: 1", " folded"]), 400),
        ("space before the colon", request(["GET / HTTP/1.1", "Host : 127.0.0.1"]), 400),
        ("CR inside a field value", Array("GET / HTTP/1.1\r\n\(host)\r\nX-A: a\rb\r\n\r\n".utf8), 400),
        ("NUL inside a field value", Array("GET / HTTP/1.1\r\n\(host)\r\nX-A: a\u{0}b\r\n\r\n".utf8), 400),
        ("dot-dot segment", request(["GET /../etc/passwd HTTP/1.1", host]), 400),
        ("encoded dot-dot", request(["GET /assets/%2e%2e/%2E%2E/etc/passwd HTTP/1.1", host]), 400),
        ("encoded slash and dot-dot", request(["GET /assets%2f..%2fsecret HTTP/1.1", host]), 400),
        ("encoded NUL", request(["GET /index.html%00.js HTTP/1.1", host]), 400),
        ("encoded backslash", request(["GET /..%5c..%5cwin.ini HTTP/1.1", host]), 400),
        ("broken percent-escape", request(["GET /%zz HTTP/1.1", host]), 400),
        ("truncated percent-escape", request(["GET /a% HTTP/1.1", host]), 400),
        ("invalid UTF-8 after decoding", request(["GET /%ff%fe HTTP/1.1", host]), 400),
        ("raw byte above ASCII in the target", Array("GET /\u{e9} HTTP/1.1\r\n\(host)\r\n\r\n".utf8), 400),
        ("absolute-form target", request(["GET http://127.0.0.1/ HTTP/1.1", host]), 400),
        ("asterisk target", request(["OPTIONS * HTTP/1.1", host]), 400),
        ("HTTP/2.0 request line", request(["GET / HTTP/2.0", host]), 505),
        ("lower-case version", request(["GET / http/1.1", host]), 400),
        ("two spaces", request(["GET  / HTTP/1.1", host]), 400),
        ("method with a delimiter", request(["GE(T / HTTP/1.1", host]), 400),
        ("no version", request(["GET /", host]), 400),
    ]

    @Test(arguments: cases)
    func statusOf(_ name: String, _ bytes: [UInt8], _ status: Int?) {
        var parser = HTTPRequestParser()
        parser.append(bytes)
        switch parser.next() {
        case .request: #expect(status == nil, "\(name): accepted")
        case .failure(let refused): #expect(refused.code == status, "\(name)")
        case .incomplete: Issue.record("\(name): incomplete")
        }
    }

    @Test func aRequestLineTooLongIsRefusedBeforeItsEnd() {
        var parser = HTTPRequestParser()
        parser.append(Array(("GET /" + String(repeating: "a", count: 9000)).utf8))
        expectEqual(parser.next(), .failure(.uriTooLong))
        var headers = HTTPRequestParser()
        headers.append(Array(("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 17000)).utf8))
        expectEqual(headers.next(), .failure(.headerFieldsTooLarge))
    }

    @Test func partsArriveByteByByteAndPipelinedRequestsComeOneAtATime() throws {
        var parser = HTTPRequestParser()
        let bytes =
            Self.request(["POST /api/v1/control?lang=tr&x=a+b%21 HTTP/1.1", Self.host, "Content-Length: 5"])
            + Array("hello".utf8) + Self.request(["HEAD /%C3%A7 HTTP/1.1", Self.host])
        var found: [HTTPRequest] = []
        for byte in bytes {
            parser.append([byte])
            while case .request(let request) = parser.next() { found.append(request) }
        }
        try #require(found.count == 2)
        expectEqual(found[0].method, "POST")
        expectEqual(found[0].path, "/api/v1/control")
        expectEqual(found[0].query, ["lang": "tr", "x": "a b!"])
        expectEqual(found[0].body, Array("hello".utf8))
        expectEqual(found[0].header("content-length"), "5")
        expectEqual(found[1].method, "HEAD")
        expectEqual(found[1].path, "/ç")
        #expect(found[1].body.isEmpty)
        #expect(!parser.hasBufferedBytes)
    }

    @Test func keepAliveFollowsVersionAndConnection() {
        let host = (name: "host", value: "a")
        #expect(HTTPRequest(method: "GET", target: "/", path: "/", headers: [host]).keepsAlive)
        #expect(!HTTPRequest(method: "GET", target: "/", path: "/", minorVersion: 0, headers: [host]).keepsAlive)
        let closing = HTTPRequest(method: "GET", target: "/", path: "/", headers: [host, ("connection", "Close")])
        #expect(!closing.keepsAlive)
        let kept = HTTPRequest(
            method: "GET", target: "/", path: "/", minorVersion: 0, headers: [("connection", "keep-alive")])
        #expect(kept.keepsAlive)
    }

    @Test(arguments: [
        (0.0, "Thu, 01 Jan 1970 00:00:00 GMT"), (784_111_777, "Sun, 06 Nov 1994 08:49:37 GMT"),
        (1_709_210_096.9, "Thu, 29 Feb 2024 12:34:56 GMT"), (-1, "Wed, 31 Dec 1969 23:59:59 GMT"),
    ])
    func imfFixdate(_ seconds: Double, _ text: String) {
        expectEqual(HTTPDate.text(Date(timeIntervalSince1970: seconds)), text)
    }
}
