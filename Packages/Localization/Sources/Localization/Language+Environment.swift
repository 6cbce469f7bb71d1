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

    /// Chooses the language from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`, as GNU gettext does.
    ///
    /// `LANGUAGE` is a colon-separated list (`LANGUAGE=zh_TW:ja:en`); its first supported entry wins, before the
    /// locale variables. Like gettext, it is ignored when the locale is unset or `C`/`POSIX` (any codeset).
    /// Otherwise the first locale variable that is set and not empty decides; an unsupported value gives English.
    ///
    /// ```swift
    /// Language.fromEnvironment(["LANGUAGE": "zh_TW:ja", "LANG": "de_DE.UTF-8"])  // .japanese
    /// Language.fromEnvironment(["LANGUAGE": "de", "LANG": "C.UTF-8"])           // .english
    /// ```
    ///
    /// - Parameter environment: the process environment.
    /// - Returns: the language named by the environment, or English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        let locale = environmentVariables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return .fallback }
        let isPortable = ["C", "POSIX"].contains(locale.split(whereSeparator: { $0 == "." || $0 == "@" }).first ?? "")
        if !isPortable, let list = environment["LANGUAGE"] {
            let preferred = list.split(separator: ":").lazy.compactMap { Language(identifier: String($0)) }.first
            if let preferred { return preferred }
        }
        return Language(identifier: locale) ?? .fallback
    }
}
