/// The typed values of a parsed command line, read back with the declarations that described them.
public struct ParsedArguments: Sendable {
    /// Values by option name, in the order given.
    var optionValues: [String: [any Sendable]] = [:]
    /// How often each flag was given.
    var flagCounts: [String: Int] = [:]
    /// Positional values by argument name, in order.
    var positionalValues: [String: [any Sendable]] = [:]

    /// Creates an empty set of values (every option absent).
    public init() {}

    /// The option's value: the last one given, else its default, else `nil`.
    ///
    /// - Parameter option: the option's declaration.
    public subscript<Value>(option: Option<Value>) -> Value? {
        all(option).last ?? option.defaultValue
    }

    /// Every value given for a repeatable option, in order (empty when absent; the default is not included).
    ///
    /// - Parameter option: the option's declaration.
    /// - Returns: the values.
    public func all<Value>(_ option: Option<Value>) -> [Value] {
        (optionValues[option.spec.name] ?? []).compactMap { $0 as? Value }
    }

    /// Whether the option was given on the command line.
    ///
    /// - Parameter option: the option's declaration.
    /// - Returns: whether it was given.
    public func isGiven(_ option: some OptionDeclaration) -> Bool {
        optionValues[option.spec.name] != nil || flagCounts[option.spec.name] != nil
    }

    /// Whether the flag was given.
    ///
    /// - Parameter flag: the flag's declaration.
    public subscript(flag: Flag) -> Bool {
        count(of: flag) > 0
    }

    /// How often the flag was given (`-vvv` → 3).
    ///
    /// - Parameter flag: the flag's declaration.
    /// - Returns: the count.
    public func count(of flag: Flag) -> Int {
        flagCounts[flag.spec.name] ?? 0
    }

    /// The positional argument's value (the first one of a variadic argument).
    ///
    /// - Parameter positional: the argument's declaration.
    public subscript<Value>(positional: Positional<Value>) -> Value? {
        all(positional).first
    }

    /// Every value of a variadic positional argument, in order.
    ///
    /// - Parameter positional: the argument's declaration.
    /// - Returns: the values.
    public func all<Value>(_ positional: Positional<Value>) -> [Value] {
        (positionalValues[positional.spec.valueName] ?? []).compactMap { $0 as? Value }
    }
}
