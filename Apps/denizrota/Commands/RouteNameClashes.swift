import CLIKit
import MarineKit

/// The one rule for route names on import.
///
/// A name already stored, or used by an earlier route of the same file, is taken. Without `--rename-taken` the import is refused and every taken name is listed (nothing is stored);
/// with it, such a route gets the first free name `NAME (2)`, `NAME (3)`, … and the output says so.
struct RouteNameClashes {
    private var taken: Set<String>
    /// The taken names met so far, each once, in file order.
    private(set) var clashes: [String] = []

    /// Starts with the stored routes' names.
    init(taken stored: Set<String>) {
        taken = stored
    }

    /// The name the next route of the file, called `name` there, is stored under (taken from now on), and `name`
    /// when that was taken.
    mutating func claim(_ name: String) -> (name: String, originalName: String?) {
        guard taken.contains(name) else {
            taken.insert(name)
            return (name, nil)
        }
        if !clashes.contains(name) { clashes.append(name) }
        let free = Self.freeName(for: name, taken: taken)
        taken.insert(free)
        return (free, name)
    }

    /// Refuses the import when a name was taken and `renaming` is false.
    /// - Throws: `CommandError` 65 (`route.import.clash`) listing the taken names.
    func check(renaming: Bool) throws {
        guard clashes.isEmpty || renaming else {
            throw CommandError(.dataError, key: "route.import.clash", clashes.joined(separator: ", "))
        }
    }

    /// `NAME (n)` for the smallest n ≥ 2 not taken, shortening NAME so the result stays within
    /// ``Route/checkName(_:)``'s 100 characters.
    static func freeName(for name: String, taken: Set<String>) -> String {
        var number = 2
        while true {
            let suffix = " (\(number))"
            let candidate = String(name.prefix(100 - suffix.count)) + suffix
            if !taken.contains(candidate) { return candidate }
            number += 1
        }
    }
}
