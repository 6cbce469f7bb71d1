extension Language {
    /// The environment variables that name the message language, strongest first (POSIX.1-2017 §8.2).
    public static let environmentVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// Chooses the language from a `--lang` value and the process environment.
    ///
    /// Order: the flag, then the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`, then English. An explicit
    /// flag naming an unsupported language is an error (the user asked for it); an environment variable naming one
    /// gives English, as a POSIX program does for a locale it has no messages for.
    ///
    /// ```swift
    /// try Language.resolve(flag: nil, environment: ["LANG": "tr_TR.UTF-8"])  // .turkish
    /// try Language.resolve(flag: "de", environment: ["LC_ALL": "C"])        // .german
    /// ```
    ///
    /// - Parameters:
    ///   - flag: the value given to `--lang`, or `nil` when the flag was absent.
    ///   - environment: the process environment (injected; this function reads nothing itself).
    /// - Returns: the language to show text in.
    /// - Throws: `UnsupportedLanguageError` when `flag` names no supported language.
    public static func resolve(flag: String?, environment: [String: String]) throws(UnsupportedLanguageError)
        -> Language
    {
        if let flag {
            guard let language = Language(identifier: flag) else { throw UnsupportedLanguageError(identifier: flag) }
            return language
        }
        return fromEnvironment(environment)
    }

    /// Chooses the language from `LC_ALL`, `LC_MESSAGES` and `LANG` alone.
    ///
    /// The first variable that is set and not empty decides; an unsupported value there gives English.
    ///
    /// - Parameter environment: the process environment.
    /// - Returns: the language named by the environment, or English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in environmentVariables {
            guard let value = environment[name], !value.isEmpty else { continue }
            return Language(identifier: value) ?? .fallback
        }
        return .fallback
    }
}
