import CLIKitTesting
import Foundation

/// Validates a tool's JSON output against its schema in Docs/schemas/ with python `jsonschema` (draft 2020-12),
/// for outputs `scripts/check-json-schemas` cannot produce on its own (`sync --json` needs the Firestore emulator).
enum JSONSchemaCheck {
    static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Docs/schemas")

    private static let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(json.load(sys.stdin)), key=str)
        for error in errors: print("/".join(map(str, error.absolute_path)) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """

    /// The validation errors of `text` against `Docs/schemas/NAME.schema.json` (empty when it is valid).
    static func errors(_ text: String, schema name: String) throws -> String {
        let path = schemas.appendingPathComponent("\(name).schema.json").path
        let variables = ProcessInfo.processInfo.environment
        let search = (variables["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init) + ["/usr/bin"]
        let python = search.map { $0 + "/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        // HOME: scripts/install-deps installs jsonschema for the user (pip --user) when the system has none.
        let run = try ToolRunner.run(
            python ?? "/usr/bin/python3", ["-c", script, path], standardInput: text,
            environment: ["HOME": variables["HOME"] ?? "/", "PATH": variables["PATH"] ?? "/usr/bin"], timeLimit: 30)
        return run.status == 0 ? "" : run.standardOutput + run.standardError
    }
}
