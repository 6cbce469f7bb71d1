import Foundation
import HTTPServing

/// Which answers leave the loop: those that may compute for long — the coastline of a box, a route's land checks
/// (GSHHG full resolution), a trip's track and the downloads — go to ``DashboardWorker`` with a snapshot of what
/// they read (the followed route's progress and the clock, taken on the loop; the stores, whose database connection
/// is locked and shared), so a client can never delay recording (Docs/denizrotad-api.md "The server").
extension DashboardServer {
    /// Paths answered off the loop (GET and HEAD only: writes change the daemon's state and stay on the loop).
    static func isHeavy(_ path: String) -> Bool {
        path == "/api/v1/coastline" || path.hasPrefix("/api/v1/trips/") || path.hasPrefix("/api/v1/routes/")
    }

    /// The deferred answer of a heavy request, or nil to answer it here (another path, a write, no worker).
    func offload(_ request: HTTPRequest, from peer: HTTPPeer) -> HTTPAnswer? {
        guard let worker, Self.safeMethods.contains(request.method), Self.isHeavy(request.path) else { return nil }
        let snapshot = Snapshot(server: DashboardServer(snapshotOf: self))
        let ticket = server.makeTicket()
        worker.start(ticket) {
            guard case .response(let response) = snapshot.server.answer(request, from: peer) else {
                return .text(.internalServerError, "")
            }
            return response
        }
        return .deferred(ticket)
    }

    /// Hands the worker's finished answers to their connections (on the loop).
    func completeOffloaded(now: Date) {
        for (ticket, response) in worker?.take() ?? [] { server.complete(ticket, with: response, now: now) }
    }

    /// A server copy that only the worker touches (``DashboardServer/init(snapshotOf:)``).
    struct Snapshot: @unchecked Sendable {
        // @unchecked: made on the loop, then used by the worker's thread alone; it shares with the loop only
        // Sendable values (the localizer, the archive's stores over the locked database connection).
        let server: DashboardServer
    }
}
