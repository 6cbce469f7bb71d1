import Testing

/// The entry point of a relaunched test binary (see `ChildProcess`): disabled in a normal run, it runs the
/// role named in the environment and fails (exit status 1) when the role throws.
@Suite struct ChildProcessEntry {
    @Test(.enabled(if: ChildRole.current != nil, "runs only in a child process started by ChildProcess"))
    func childProcessEntry() throws {
        try ChildRole.current?.run()
    }
}
