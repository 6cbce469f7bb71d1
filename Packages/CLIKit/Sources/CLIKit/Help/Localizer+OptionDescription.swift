import Localization

extension Localizer {
    /// The description of an argument or option as help and man pages print it: its catalog text, then its choices
    /// (when the text does not already take arguments), its default and whether it is required.
    ///
    /// `--help` adds "repeatable" after it; the man page escapes it for roff.
    func optionDescription(_ key: String, arguments: [String], choices: [String], spec: OptionSpec?) -> String {
        var text = self.text(key, arguments: arguments)
        if !choices.isEmpty && arguments.isEmpty {
            text += " " + self.text("help.choices", choices.joined(separator: ", "))
        }
        if let defaultText = spec?.defaultDescription { text += " " + self.text("help.default", defaultText) }
        if spec?.isRequired == true { text += " " + self.text("help.required") }
        return text
    }
}
