import Testing

// Equality checks as plain function calls. `#expect(a == b)` expands at every call site into closures that the
// compiler type-checks one by one (about 40 ms each in a debug build, measured on MarineKitTests: 453 of them took
// 17.7 of its 64.6 CPU seconds); these expand `#expect` once, here, and report the same values and the caller's
// file and line (Docs/build-times.md).

/// Records an issue at the caller's line unless `actual == expected`, showing both values.
public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    #expect(
        actual == expected, comment,
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue at the caller's line when `actual == unexpected`, showing both values.
public func expectNotEqual<Value: Equatable>(
    _ actual: Value, _ unexpected: Value, _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    #expect(
        actual != unexpected, comment,
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
