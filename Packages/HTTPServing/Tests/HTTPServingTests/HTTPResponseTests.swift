import Expectations
import Foundation
import Testing

@testable import HTTPServing

/// The security headers on the wire: every answer carries each once; a response's own field replaces the default.
@Suite struct HTTPResponseTests {
    static func fields(_ response: HTTPResponse) -> [String] {
        let text = String(
            decoding: response.serialized(date: Date(timeIntervalSince1970: 0), headOnly: true, closing: false),
            as: UTF8.self)
        return text.split(separator: "\r\n").map(String.init)
    }

    @Test func ownPolicyReplacesTheDefaultOnce() {
        let widened = HTTPResponse(
            status: .ok, contentType: "text/html",
            headers: [("Content-Security-Policy", "img-src 'self' https://a.example")])
        let policies = Self.fields(widened).filter { $0.hasPrefix("Content-Security-Policy: ") }
        expectEqual(policies, ["Content-Security-Policy: img-src 'self' https://a.example"])
        #expect(Self.fields(widened).contains("X-Content-Type-Options: nosniff"))
        let plain = Self.fields(.text(.ok, "x")).filter { $0.hasPrefix("Content-Security-Policy: ") }
        #expect(plain.count == 1 && plain[0].contains("img-src 'self' data:;"))
    }
}
