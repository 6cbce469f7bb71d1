import CLIKitTesting
import Expectations
import Foundation
import Testing

/// Completion scripts, man pages and help width of the four built binaries, loaded by the real shells.
@Suite struct ShellIntegrationTests {
    static let tools = ["denklem", "unitconv", "denizrota", "denizrotad"]

    /// A command line typed so far (the last word being completed) and a word the completer must offer (`!word`:
    /// must not offer).
    static let completions: [(tool: String, words: [String], expected: String)] = [
        ("denklem", ["f"], "fee"),
        ("denklem", ["fee", "--ag"], "--agreed"),
        ("unitconv", ["hi"], "history"),
        ("unitconv", ["--lang", "z"], "zh-Hans"),
        ("unitconv", ["k"], "km"),
        ("unitconv", ["favorites", "add", "km", "m"], "mi"),
        // Issue 32: units after the number and at every later word, option values, files after a redirection.
        ("unitconv", ["5", "k"], "km"),
        ("unitconv", ["5", "ft", "3", "in", "to", "c"], "cm"),
        ("unitconv", ["--precision", "1"], "12"),
        ("unitconv", ["--numbers", "c"], "comma"),
        ("unitconv", ["--batch", "<", "/et"], "/etc"),
        // `--` ends the options: later words are quantity words, never subcommands or options.
        ("unitconv", ["--", "hi"], "!history"),
        ("unitconv", ["--", "-40", "--p"], "!--precision"),
        ("denizrota", ["route", "ex"], "export"),
        ("denizrota", ["route", "export", "--fo"], "--format"),
        ("denizrota", ["route", "export", "--format", "g"], "gpx"),
        ("denizrotad", ["--sou"], "--source"),
        ("denizrotad", ["--generate-completion-script", "f"], "fish"),
        // Issue 35: declared values instead of file names (dispute types, unit categories, stored trips: none
        // here), and the hidden global options at every level.
        ("denklem", ["fee", "--type", "isc"], "isci-isveren"),
        ("denklem", ["deadline", "--type", "/et"], "!/etc"),
        ("unitconv", ["list", "vol"], "volume"),
        ("denizrota", ["trip", "show", "/et"], "!/etc"),
        ("denklem", ["fee", "--generate-m"], "--generate-manpage"),
        ("denizrota", ["route", "export", "--co"], "--color"),
    ]

    @Test(arguments: tools)
    func bashScriptParses(tool: String) throws {
        let script = try generated(tool, "bash")
        let check = try shell("/bin/bash", ["-n", script.path])
        expectEqual(check.status, 0, "\(check.standardError)")
    }

    @Test(arguments: completions)
    func bashCompletesSubcommandsOptionsAndValues(tool: String, words: [String], expected: String) throws {
        let candidates = try bashComplete(tool, words)
        if expected.hasPrefix("!") {
            #expect(!candidates.contains(String(expected.dropFirst())), "\(candidates)")
        } else {
            #expect(candidates.contains(expected), "\(candidates)")
        }
    }

    @Test func bashCompletesStoredRouteNames() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("complete-\(UUID()).sqlite")
        defer { try? FileManager.default.removeItem(at: database) }
        let created = try ToolRunner.run(
            "denizrota", ["route", "new", "Knidos Harbour"], environment: ["DENIZROTA_DB": database.path])
        expectEqual(created.status, 0)
        let candidates = try bashComplete(
            "denizrota", ["route", "show", "K"], variables: ["DENIZROTA_DB": database.path])
        expectEqual(candidates, ["Knidos\\ Harbour"])  // quoted for the command line (issue 35)
        let hidden = try ToolRunner.run("denizrota", ["--help"])
        #expect(!hidden.standardOutput.contains("__complete"))
    }

    @Test(arguments: ["zsh", "fish"], tools)
    func zshAndFishScriptsParse(shellName: String, tool: String) throws {
        guard
            let path = ["/usr/bin/\(shellName)", "/bin/\(shellName)"].first(where: FileManager.default.isExecutableFile)
        else {
            return  // not installed here; scripts/install-deps installs both for CI
        }
        let script = try generated(tool, shellName)
        let check = try shell(path, ["-n", script.path])
        expectEqual(check.status, 0, "\(check.standardError)")
    }

    /// zsh offers what the command declares, file names only where it declares nothing (`<files>` stands for
    /// `_files`): values of `fee --type`, `unitconv list` and `route export --format`; stored trips (none here)
    /// offer nothing, not files; a redirection offers files.
    static let zshCompletions: [(tool: String, words: [String], expected: [String])] = [
        ("denklem", ["fee", "--type", "isc"], ["isci-isveren", "!<files>"]),
        ("denklem", ["deadline", "--type", "/et"], ["!<files>"]),
        ("unitconv", ["list", "vol"], ["volume", "!<files>"]),
        ("unitconv", ["--batch", "<", "/et"], ["<files>"]),
        ("denizrota", ["trip", "show", "/et"], ["!<files>"]),
        ("denizrota", ["route", "export", "--format", "g"], ["gpx", "!<files>"]),
    ]

    @Test func zshOffersDeclaredValuesNotFiles() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") else { return }
        for tool in Set(Self.zshCompletions.map(\.tool)) {
            let rows = Self.zshCompletions.filter { $0.tool == tool }
            let script = try generated(tool, "zsh")
            defer { try? FileManager.default.removeItem(at: script) }
            let binaries = try ToolRunner.binary(named: tool).deletingLastPathComponent().path
            // compadd and _files stand in for zsh's completion system; each row's words end with a `--row--` line.
            let calls = rows.map { row in
                let quoted = ([tool] + row.words).map { "'\($0)'" }.joined(separator: " ")
                return "words=(\(quoted)); CURRENT=\(row.words.count + 1); _\(tool); print -r -- --row--"
            }
            let program =
                "compdef() { : }; compadd() { [[ $1 == -- ]] && shift; print -rl -- \"$@\" }; "
                + "_files() { print -r -- '<files>' }; source '\(script.path)'; " + calls.joined(separator: "; ")
            let run = try shell(
                "/usr/bin/zsh", ["-f", "-c", program], environment: ["PATH": "\(binaries):/usr/bin:/bin", "LANG": "C"])
            let answers = run.standardOutput.components(separatedBy: "--row--\n").map {
                $0.split(separator: "\n").map(String.init)
            }
            for (row, offered) in zip(rows, answers) {
                for word in row.expected {
                    let absent = word.hasPrefix("!")
                    #expect(
                        offered.contains(String(word.dropFirst(absent ? 1 : 0))) != absent, "\(row.words): \(offered)")
                }
            }
            expectEqual(answers.count, rows.count + 1, "\(run.standardError)")
        }
    }

    @Test func fishCompletesWithDescriptions() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") else { return }
        let script = try generated("denizrota", "fish")
        defer { try? FileManager.default.removeItem(at: script) }
        let binaries = try ToolRunner.binary(named: "denizrota").deletingLastPathComponent().path
        let program =
            "source '\(script.path)'; complete -C 'denizrota route ex'; complete -C 'denizrota route export --fo'"
        let run = try shell(
            "/usr/bin/fish", ["-c", program], environment: ["PATH": "\(binaries):/usr/bin:/bin", "LANG": "C"])
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("export\tExport a route as GPX, GeoJSON or an SVG chart"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("--format\t") }, "\(lines)")
    }

    @Test func fishCompletesUnitsAfterTheNumber() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") else { return }
        let script = try generated("unitconv", "fish")
        defer { try? FileManager.default.removeItem(at: script) }
        let binaries = try ToolRunner.binary(named: "unitconv").deletingLastPathComponent().path
        let program =
            "source '\(script.path)'; complete -C 'unitconv 5 ft 3 in to c'; complete -C 'unitconv -p 1';"
            + " echo END; complete -C 'unitconv -- '"
        let run = try shell(
            "/usr/bin/fish", ["-c", program], environment: ["PATH": "\(binaries):/usr/bin:/bin", "LANG": "C"])
        let words = run.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(words.contains("cm") && !words.contains("history"), "\(words)")
        #expect(words.contains("12") && !words.contains("31"), "\(words)")
        // After a bare `--` every word is an operand: no subcommand is offered.
        let afterEnd = words.drop { $0 != "END" }
        #expect(afterEnd.first == "END" && !afterEnd.contains("history"), "\(words)")
    }

    @Test(arguments: tools)
    func everyHelpFitsSixtyColumns(tool: String) throws {
        // English (whose help also names the subcommands to visit), and Japanese (two cells a character, breaks
        // between characters).
        var paths: [[String]] = [[]]
        while let path = paths.popLast() {
            for language in ["en", "ja"] {
                let run = try ToolRunner.run(
                    tool, path + ["--help", "--lang", language], environment: ["COLUMNS": "60"])
                expectEqual(run.status, 0)
                for line in run.standardOutput.split(separator: "\n") {
                    #expect(Self.cells(String(line)) <= 60, "\(tool) \(path.joined(separator: " ")): \(line)")
                }
                if language == "en" { paths += Self.subcommands(in: run.standardOutput).map { path + [$0] } }
            }
        }
    }

    @Test func helpCommandShowsTheCommandsHelp() throws {
        let viaHelp = try ToolRunner.run("denizrota", ["help", "route", "add"])
        let viaFlag = try ToolRunner.run("denizrota", ["route", "add", "--help"])
        expectEqual(viaHelp.status, 0)
        expectEqual(viaHelp.standardOutput, viaFlag.standardOutput)
        #expect(viaHelp.standardOutput.hasPrefix("denizrota route add — "))
    }

    @Test func helpWrapsAtEightyWithoutColumns() throws {
        let run = try ToolRunner.run("denizrota", ["route", "add", "--help"])
        let widest = run.standardOutput.split(separator: "\n").map { Self.cells(String($0)) }.max() ?? 0
        #expect(widest <= 80 && widest > 60)
    }

    @Test func languageVariableComesBeforeLang() throws {
        let run = try ToolRunner.run("denklem", ["--help"], environment: ["LANGUAGE": "it:de", "LANG": "tr_TR.UTF-8"])
        #expect(run.standardOutput.contains("\nAufruf: denklem "))
        let traditional = try ToolRunner.run("denklem", ["--help"], environment: ["LANG": "zh_TW.UTF-8"])
        #expect(traditional.standardOutput.contains("\nUsage: denklem "))
    }

    @Test(arguments: tools)
    func manPageIsCommittedAndLintClean(tool: String) throws {
        let page = try ToolRunner.run(tool, ["--generate-manpage"], environment: ["LANG": "tr_TR.UTF-8"])
        expectEqual(page.status, 0)
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS", "ENVIRONMENT", "EXAMPLES"] {
            #expect(
                page.standardOutput.contains("\n.SH \(section)\n") || page.standardOutput.contains(".SH \"\(section)\"")
            )
        }
        let committed = Self.workspace.appendingPathComponent("Docs/man/\(tool).1")
        #expect(try String(contentsOf: committed, encoding: .utf8) == page.standardOutput, "run scripts/gen-manpages")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/mandoc") else { return }
        let lint = try shell("/usr/bin/mandoc", ["-T", "lint", "-W", "warning", committed.path])
        expectEqual(lint.status, 0, "\(lint.standardOutput)\(lint.standardError)")
    }

    // MARK: - Helpers

    static let workspace = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Terminal cells of a line (East Asian wide characters count two).
    static func cells(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { width, scalar in
            let wide =
                (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
                || (0xFE30...0xFE4F).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
                || (0xFFE0...0xFFE6).contains(scalar.value)
            return width + (wide ? 2 : 1)
        }
    }

    /// The subcommands a help names in its "Commands:" section (two spaces in; wrapped descriptions go deeper).
    static func subcommands(in help: String) -> [String] {
        guard let range = help.range(of: "\nCommands:\n") else { return [] }
        return help[range.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }.compactMap { line -> String? in
                line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil
            }
    }

    private func generated(_ tool: String, _ shellName: String) throws -> URL {
        let run = try ToolRunner.run(tool, ["--generate-completion-script", shellName])
        expectEqual(run.status, 0)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(tool)-\(UUID()).\(shellName)")
        try Data(run.standardOutput.utf8).write(to: file)
        return file
    }

    /// Sources the bash script and calls its completion function as bash would, printing `COMPREPLY`.
    private func bashComplete(_ tool: String, _ words: [String], variables: [String: String] = [:]) throws -> [String] {
        let script = try generated(tool, "bash")
        defer { try? FileManager.default.removeItem(at: script) }
        let binaries = try ToolRunner.binary(named: tool).deletingLastPathComponent().path
        let quoted = ([tool] + words).map { "'\($0)'" }.joined(separator: " ")
        let program = """
            source '\(script.path)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count)
            _\(tool)
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        var environment = ["PATH": "\(binaries):/usr/bin:/bin", "LANG": "C"]
        environment.merge(variables) { $1 }
        let run = try shell("/bin/bash", ["-c", program], environment: environment)
        expectEqual(run.status, 0, "\(run.standardError)")
        return run.standardOutput.split(separator: "\n").map(String.init)
    }

    /// A shell by absolute path through CLIKitTesting's one process runner (`environment` on top of its clean one).
    private func shell(_ path: String, _ arguments: [String], environment: [String: String] = ["LANG": "C"]) throws
        -> ToolRun
    {
        try ToolRunner.run(path, arguments, environment: environment, timeLimit: 120)
    }
}

/// `unitconv` reads quantities from standard input when none are given and it is not a terminal.
@Suite struct UnitconvStandardInputTests {
    @Test func quantitiesComeFromPipedInput() throws {
        let run = try ToolRunner.run("unitconv", [], standardInput: "1 m ft\n\n2 km m\n")
        expectEqual(run.status, 0, "\(run.standardError)")
        expectEqual(run.standardOutput, "3.28083990\n\n2000.00000000\n")
    }

    @Test func emptyInputIsStillAMissingQuantity() throws {
        let run = try ToolRunner.run("unitconv", [])
        expectEqual(run.status, 64)
        expectEqual(run.standardOutput, "")
    }
}
