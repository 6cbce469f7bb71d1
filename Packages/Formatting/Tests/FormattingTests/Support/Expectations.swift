import Testing

// The same as CLIKitTesting's Expectations.swift (Formatting's tests cannot depend on CLIKit): `#expect(a == b)`
// expands at every call site into closures the compiler type-checks one by one (about 40 ms each in a debug build);
// this expands it once, here, with the same report and the caller's file and line (Docs/build-times.md).

/// Records an issue at the caller's line unless `actual == expected`, showing both values.
func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    #expect(
        actual == expected, comment,
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
