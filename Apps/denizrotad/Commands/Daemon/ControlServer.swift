import CLIKit
import Foundation
import MarineKit
import PosixKit

/// The daemon's control socket: a Unix stream socket (mode 0600); each client sends one JSON
/// ``TripControlRequest`` line and gets one ``TripControlResponse`` line back, then the connection closes, except
/// after `watch`: the client stays as a subscriber (``watchers``) and gets the live state line by line.
///
/// A client running as another user (`SO_PEERCRED`) is disconnected unanswered.
final class ControlServer {
    /// Most clients connected at once; the oldest is dropped beyond that.
    static let maximumClients = 16
    /// The socket path.
    let path: String
    /// The user whose clients are served (the environment's `userID`: the daemon's own effective uid).
    let userID: UInt32
    private let listener: Int32
    private var clients: [(descriptor: Int32, received: [UInt8])] = []
    /// The clients that asked to `watch`.
    let watchers = ControlWatchers()

    /// Binds the socket for clients of `userID`.
    ///
    /// - Throws: `SystemCallError`, or ``ControlSocketError`` when the path holds something other than a socket or
    ///   another user's daemon.
    init(path: String, userID: UInt32) throws {
        self.path = path
        self.userID = userID
        listener = try Self.listen(path: path, userID: userID)
    }

    /// Listens at `path` (mode 0600), taking over only a socket nobody serves (or `userID`'s own daemon serves).
    ///
    /// A live socket is refused (`EADDRINUSE`, or ``ControlSocketError/foreignPeer(path:userID:)`` when another
    /// user's process serves it); a socket nobody listens on is removed; any other file at the path is an error
    /// (``ControlSocketError/notASocket(path:)``) and stays.
    static func listen(path: String, userID: UInt32) throws -> Int32 {
        if let probe = try? UnixSocket.connect(path: path) {
            let owner = PeerCredentials.userID(of: probe)
            Descriptor.close(probe)
            if let owner, owner != userID {
                throw ControlSocketError.foreignPeer(path: path, userID: owner)
            }
            throw SystemCallError(call: "bind", code: SystemErrorCode.addressInUse.rawValue)
        }
        try ControlSocketGuard.removeStaleSocket(path)
        return try UnixSocket.listen(path: path)
    }

    /// Descriptors to poll for reading.
    var descriptors: [Int32] { [listener] + clients.map(\.descriptor) + watchers.descriptors }

    /// Handles a readable descriptor.
    func handle(_ descriptor: Int32, respond: (TripControlRequest?) -> TripControlResponse) {
        if descriptor == listener {
            acceptClients()
            return
        }
        if watchers.contains(descriptor) {
            watchers.service(descriptor)
            return
        }
        guard let index = clients.firstIndex(where: { $0.descriptor == descriptor }) else { return }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count: Int  // bytes read; 0 at the end or on a failed read, which both end the client
        switch chunk.withUnsafeMutableBytes({ Descriptor.read(descriptor, into: $0) }) {
        case .again: return
        case .bytes(let read): count = read
        case .end, .failed: count = 0
        }
        if count > 0 { clients[index].received += chunk[0..<count] }
        let received = clients[index].received
        guard count <= 0 || TripControlLine.isComplete(received) else { return }
        clients.remove(at: index)
        let request = TripControlLine.request(from: received)
        guard count > 0 || !received.isEmpty else {
            Descriptor.close(descriptor)
            return
        }
        let response = respond(request)
        reply(response, to: descriptor)
        if request?.command == "watch", response.ok, watchers.add(descriptor) { return }
        Descriptor.close(descriptor)
    }

    /// Closes everything and removes the socket file (only a socket: a file put there since is left alone).
    func close() {
        for client in clients { Descriptor.close(client.descriptor) }
        clients.removeAll()
        watchers.close()
        Descriptor.close(listener)
        try? ControlSocketGuard.removeStaleSocket(path)
    }

    private func acceptClients() {
        while let client = UnixSocket.accept(listener) {
            guard PeerCredentials.userID(of: client) == userID else {
                Descriptor.close(client)
                continue
            }
            if clients.count >= Self.maximumClients { Descriptor.close(clients.removeFirst().descriptor) }
            clients.append((client, []))
        }
    }

    private func reply(_ response: TripControlResponse, to descriptor: Int32) {
        Descriptor.writeAll(descriptor, TripControlLine.encode(response))
    }
}
