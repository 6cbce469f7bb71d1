import Glibc

/// Who the process is and where it runs: its user ids, its file-creation mask, the machine's name.
public enum ProcessIdentity {
    /// The effective user id (`geteuid(2)`): whose permissions the process's file accesses use (0: root).
    public static var effectiveUserID: UInt32 { geteuid() }

    /// The real user id (`getuid(2)`): the user who started the process.
    public static var userID: UInt32 { getuid() }

    /// The user id of the account `name` in the system's user database (`getpwnam(3)`), or nil when there is none.
    public static func userID(named name: String) -> UInt32? {
        getpwnam(name).map { $0.pointee.pw_uid }
    }

    /// Gives the process another group and user for the rest of its life (`setgid(2)`, then `setuid(2)`): root
    /// dropping its privileges (`nobody` is 65534).
    ///
    /// - Throws: the `setgid` or `setuid` error (`EPERM` unless root).
    public static func become(userID: UInt32, groupID: UInt32) throws(SystemCallError) {
        guard setgid(gid_t(groupID)) == 0 else { throw .last("setgid") }
        guard setuid(uid_t(userID)) == 0 else { throw .last("setuid") }
    }

    /// Sets the file-creation mask (`umask(2)`): bits it holds are cleared from the mode of every file and folder
    /// the process creates afterwards (`0o022`: others and the group may not write).
    ///
    /// - Parameter mask: the new mask, `0o000`…`0o777`.
    /// - Returns: the mask it replaced.
    @discardableResult
    public static func setFileCreationMask(_ mask: UInt32) -> UInt32 {
        UInt32(umask(mode_t(mask)))
    }

    /// The machine's name (`gethostname(2)`) without a domain (`boat`, not `boat.local`), or nil when the system
    /// gives none.
    public static func hostName() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.split(separator: ".").first.map(String.init)
    }
}
