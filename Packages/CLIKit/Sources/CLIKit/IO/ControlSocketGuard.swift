// Linux only, like PosixKit, which it calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import PosixKit

    /// Checks around a Unix control socket that another local user must not be able to take over.
    ///
    /// - ``preparePrivateDirectory(_:userID:)``: the daemon makes (or checks) its folder, mode 0700, owned by the user;
    /// - ``checkPrivateDirectory(_:userID:)``: the client checks it without creating it;
    /// - ``removeStaleSocket(_:)``: only a socket file is ever removed, never a file of another kind;
    /// - ``peerUserID(_:)``: the uid of the process at the other end (`SO_PEERCRED`, PosixKit's `PeerCredentials`).
    public enum ControlSocketGuard {
        /// Creates the folder with mode 0700 when missing, then checks it like ``checkPrivateDirectory(_:userID:)``.
        ///
        /// - Parameters:
        ///   - path: the folder (`/tmp/denizrotad-1000`).
        ///   - userID: the user who must own it.
        /// - Throws: ``ControlSocketError`` when it cannot be made or is not private to the user.
        public static func preparePrivateDirectory(_ path: String, userID: UInt32) throws(ControlSocketError) {
            do throws(SystemCallError) {
                try FilePaths.makeDirectory(path, permissions: 0o700)
            } catch {
                guard error.errorCode == .fileExists else {
                    throw .system(path: path, call: error.call, code: error.code)
                }
            }
            _ = try checkPrivateDirectory(path, userID: userID)
        }

        /// Checks with `lstat` that the folder is a real folder (not a link), owned by the user, closed to others.
        ///
        /// - Parameters:
        ///   - path: the folder.
        ///   - userID: the user who must own it.
        /// - Returns: false when the folder does not exist (no daemon has made it), true when it is private.
        /// - Throws: ``ControlSocketError`` when it is a link or file, another user's, or open to group or others.
        @discardableResult
        public static func checkPrivateDirectory(_ path: String, userID: UInt32) throws(ControlSocketError) -> Bool {
            let status: FileStatus
            do throws(SystemCallError) {
                status = try FileStatus(path: path)
            } catch {
                if error.errorCode == .noSuchFile { return false }
                throw .system(path: path, call: error.call, code: error.code)
            }
            guard status.kind == .directory else { throw .notADirectory(path: path) }
            guard status.ownerID == userID else { throw .foreignDirectory(path: path, userID: status.ownerID) }
            guard status.permissions & 0o077 == 0 else {
                throw .openDirectory(path: path, mode: "0" + String(status.permissions, radix: 8))
            }
            return true
        }

        /// Removes a socket file nobody listens on; anything else at the path is an error and stays.
        ///
        /// Call it only after a connection to the path was refused.
        ///
        /// - Parameter path: the socket path.
        /// - Throws: ``ControlSocketError/notASocket(path:)`` for a file, folder, link or device at the path.
        public static func removeStaleSocket(_ path: String) throws(ControlSocketError) {
            let status: FileStatus
            do throws(SystemCallError) {
                status = try FileStatus(path: path)
            } catch {
                if error.errorCode == .noSuchFile { return }
                throw .system(path: path, call: error.call, code: error.code)
            }
            guard status.kind == .socket else { throw .notASocket(path: path) }
            do throws(SystemCallError) {
                try FilePaths.remove(path)
            } catch {
                guard error.errorCode == .noSuchFile else {
                    throw .system(path: path, call: error.call, code: error.code)
                }
            }
        }

        /// The user id of the process at the other end of a connected Unix socket.
        ///
        /// - Parameter descriptor: a connected `AF_UNIX` stream socket.
        /// - Returns: the peer's effective uid when it connected or bound, nil when the system cannot say.
        public static func peerUserID(_ descriptor: Int32) -> UInt32? {
            PeerCredentials.userID(of: descriptor)
        }
    }
#endif
