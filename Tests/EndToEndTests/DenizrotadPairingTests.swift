import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `denizrotad --http 0.0.0.0:PORT`: the dashboard on the machine's own non-loopback address needs pairing
/// (the library's rules are PairingGateTests'; here the wiring: code over the control socket, cookie, API, scope,
/// revoke, and no secret on standard error).
@Suite struct DenizrotadPairingTests {
    /// The machine's first non-loopback IPv4 address (`hostname -I`), or nil (then the test cannot run).
    static let address: String? = {
        let run = try? ToolRunner.run("/usr/bin/hostname", ["-I"], timeLimit: 5)
        return run?.standardOutput.split(separator: " ").map(String.init)
            .first { $0.split(separator: ".").count == 4 && !$0.hasPrefix("127.") }
    }()

    @Test(.enabled(if: address != nil, "no non-loopback IPv4 address"))
    func pairingCodeCookieScopeAndRevoke() throws {
        let host = try #require(Self.address)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pair-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let socket = ["--control", folder + "/c.sock"]
        let daemon = try DashboardDaemon(address: "0.0.0.0:0", host: host, extra: socket)
        let state = daemon.url + "api/v1/state"
        let status = ["-o", "/dev/null", "-w", "%{http_code}"]
        let jar = ["-b", folder + "/jar", "-c", folder + "/jar"]
        let unpaired = try daemon.curl(["-i", state])
        #expect(unpaired.hasPrefix("HTTP/1.1 401") && unpaired.contains("denizrotad.http.pairingRequired"))
        #expect(try daemon.curl(status + [daemon.url]) == "200")  // the page (and its code form) loads
        let local = daemon.url.replacingOccurrences(of: host, with: "127.0.0.1")
        #expect(try daemon.curl(status + [local + "api/v1/state"]) == "200")  // this machine needs no pairing
        #expect(try daemon.curl(status + ["-H", "Host: evil.example", state]) == "400")

        let pair = try ToolRunner.run("denizrota", ["dashboard", "pair", "--json"] + socket)
        expectEqual(pair.status, 0, "\(pair.standardError)")
        #expect(try JSONSchemaCheck.errors(pair.standardOutput, schema: "denizrota-dashboard-pairing") == "")
        let answer = try JSONSerialization.jsonObject(with: Data(pair.standardOutput.utf8)) as? [String: Any]
        let pairing = try #require(answer?["pairing"] as? [String: Any])
        let code = try #require(pairing["code"] as? String)
        #expect(code.count == 6 && pairing["scope"] as? String == "view", "\(pair.standardOutput)")
        let post = ["-H", "Content-Type: application/json", "-H", "Origin: \(daemon.url.dropLast())"]
        let wrong = code == "000000" ? "000001" : "000000"
        let refused = try daemon.curl(status + post + ["-d", #"{"code":"\#(wrong)"}"#, daemon.url + "api/v1/pair"])
        expectEqual(refused, "403")
        let paired = try daemon.curl(
            ["-i"] + jar + post + ["-d", #"{"code":"\#(code)","name":"tablet"}"#, daemon.url + "api/v1/pair"])
        #expect(paired.hasPrefix("HTTP/1.1 200") && paired.contains("HttpOnly; SameSite=Strict"), "\(paired)")
        let body = String(paired[try #require(paired.range(of: "\r\n\r\n")).upperBound...])
        #expect(try JSONSchemaCheck.errors(body, schema: "denizrotad-paired") == "")
        #expect(try daemon.curl(status + jar + [state]) == "200")
        let control = ["-d", #"{"command":"anchor.set"}"#, daemon.url + "api/v1/control"]
        #expect(try daemon.curl(status + jar + post + control) == "403")  // view scope
        // The page's probe of its scope (no body, nothing changed): OPTIONS on the control path.
        let probe = try daemon.curl(jar + post + ["-X", "OPTIONS", daemon.url + "api/v1/control"])
        #expect(probe.contains("denizrotad.http.scope"), "\(probe)")

        let listed = try ToolRunner.run("denizrota", ["dashboard", "devices", "--json"] + socket)
        #expect(try JSONSchemaCheck.errors(listed.standardOutput, schema: "denizrota-dashboard-devices") == "")
        let devices = try ToolRunner.run("denizrota", ["dashboard", "devices"] + socket)
        #expect(devices.standardOutput.hasPrefix("tablet  view  paired "), "\(devices.standardOutput)")
        let revoke = try ToolRunner.run("denizrota", ["dashboard", "revoke", "tablet"] + socket)
        #expect(revoke.status == 0 && revoke.standardOutput == "revoked: tablet\n", "\(revoke.standardError)")
        #expect(try daemon.curl(status + jar + [state]) == "401")
        let unknown = try ToolRunner.run("denizrota", ["dashboard", "revoke", "tablet"] + socket)
        expectEqual(unknown.status, 69)
        // No secret in the daemon's log: neither the code nor the cookie's token.
        let token = try String(contentsOfFile: folder + "/jar", encoding: .utf8).split(separator: "\t").last ?? ""
        #expect(!daemon.standardError.contains(code) && !daemon.standardError.contains(token.prefix(20)))
        #expect(daemon.standardError.contains(#"paired device "tablet" (view)"#), "\(daemon.standardError)")
    }
}
