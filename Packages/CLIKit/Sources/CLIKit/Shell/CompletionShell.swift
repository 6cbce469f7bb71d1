/// A shell `--generate-completion-script` writes a completion script for (swift-argument-parser's spelling).
public enum CompletionShell: String, CaseIterable, ArgumentValue {
    /// GNU bash 4 or later (`complete -F`).
    case bash
    /// zsh (`compdef`, `compadd`).
    case zsh
    /// fish 3 (`complete -c`).
    case fish
}
