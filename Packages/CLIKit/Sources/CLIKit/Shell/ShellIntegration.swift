import Localization

/// Answers the hidden global options `--generate-completion-script SHELL` and `--generate-manpage`.
struct ShellIntegration {
    let tool: Tool
    let localizer: Localizer

    /// The script or page asked for by the command line, or `nil` when neither option was given.
    func text(for arguments: ParsedArguments) -> String? {
        if let shell = arguments[GlobalOptions.completionScript] {
            return completionScript(shell)
        }
        if arguments[GlobalOptions.manPage] {
            let english = Localizer(language: .english, sets: tool.catalogs + CLIStrings.sets)
            return ManPageRenderer(
                tool: tool, localizer: english, globalOptions: GlobalOptions.all + GlobalOptions.hidden
            ).text
        }
        return nil
    }

    /// The completion script of the tool for a shell.
    func completionScript(_ shell: CompletionShell) -> String {
        let model = CompletionModel(
            tool: tool, globalOptions: GlobalOptions.all + GlobalOptions.hidden, localizer: localizer)
        switch shell {
        case .bash: return BashCompletionScript(model: model).text
        case .zsh: return ZshCompletionScript(model: model).text
        case .fish: return FishCompletionScript(model: model).text
        }
    }
}
