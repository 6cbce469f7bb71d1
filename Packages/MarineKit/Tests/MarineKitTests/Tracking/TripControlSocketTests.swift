import Expectations
import MarineKit
import Testing

/// The control socket's default place: the XDG runtime folder, else a private folder per user (never `/tmp` itself).
@Suite struct TripControlSocketTests {
    @Test(
        arguments: [
            (["XDG_RUNTIME_DIR": "/run/user/1000"], "/run/user/1000/denizrotad.sock", nil),
            (
                ["XDG_RUNTIME_DIR": "relative", "TMPDIR": "/var/tmp/"], "/var/tmp/denizrotad-1000/denizrotad.sock",
                "/var/tmp/denizrotad-1000"
            ),
            ([:], "/tmp/denizrotad-1000/denizrotad.sock", "/tmp/denizrotad-1000"),
            (["TMPDIR": "tmp"], "/tmp/denizrotad-1000/denizrotad.sock", "/tmp/denizrotad-1000"),
            (["TMPDIR": "/"], "/denizrotad-1000/denizrotad.sock", "/denizrotad-1000"),
        ] as [([String: String], String, String?)])
    func defaultPath(variables: [String: String], path: String, folder: String?) {
        expectEqual(TripControlSocket.defaultPath(variables: variables, userID: 1000), path)
        expectEqual(TripControlSocket.privateDirectory(variables: variables, userID: 1000), folder)
    }
}
