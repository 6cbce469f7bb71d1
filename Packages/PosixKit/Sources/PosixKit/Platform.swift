// The platforms PosixKit builds on, stated where a compiler reads it (the manifest's `platforms` can only name
// minimum Apple versions, not exclude a platform).
//
// Linux (glibc) only, today: the sources import Glibc and use its names (`SOCK_STREAM.rawValue`, `SOCK_CLOEXEC`,
// `SOCK_NONBLOCK`, `MSG_NOSIGNAL`, `SO_PEERCRED` with `struct ucred`, the abstract Unix-socket namespace of
// sd_notify). macOS is the intended second platform (Darwin has posix_spawn, termios and Unix sockets, but spells
// these differently: `SO_NOSIGPIPE`, `LOCAL_PEERCRED`/`getpeereid`, `fcntl(FD_CLOEXEC)`), not yet ported. iOS, tvOS,
// watchOS and visionOS are not targets at all: no child processes, serial lines or systemd there. The libraries that
// use PosixKit (`MarineGPSLive`, `MarineWeatherCurl`, the CLI support) are therefore Linux-only as well; MarineKit
// itself does not import PosixKit.
#if !os(Linux)
    #error(
        "PosixKit builds on Linux only so far (glibc names; macOS not yet ported, iOS/tvOS/watchOS/visionOS unsupported); see Platform.swift"
    )
#endif
