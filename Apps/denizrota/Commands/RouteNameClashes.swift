import CLIKit
import MarineKit

/// The one rule for route names on import.
///
/// A name already stored, or used by an earlier route of the same file, is taken. Without `--rename-taken` the import is refused and every taken name is listed (nothing is stored);
/// with it, such a route gets the first free name `NAME (2)`, `NAME (3)`, … and the output says so.
enum RouteNameClashes {
    /// The routes with the names they will be stored under, and each renamed route's name in the file.
    /// - Throws: `CommandError` 65 (`route.import.clash`) listing the taken names when `renaming` is false.
    static func resolve(_ routes: [Route], taken stored: Set<String>, renaming: Bool) throws -> [(
        route: Route, originalName: String?
    )] {
        var taken = stored
        var clashes: [String] = []
        var result: [(route: Route, originalName: String?)] = []
        for var route in routes {
            guard taken.contains(route.name) else {
                taken.insert(route.name)
                result.append((route, nil))
                continue
            }
            if !clashes.contains(route.name) { clashes.append(route.name) }
            let original = route.name
            route.name = freeName(for: original, taken: taken)
            taken.insert(route.name)
            result.append((route, original))
        }
        guard clashes.isEmpty || renaming else {
            throw CommandError(.dataError, key: "route.import.clash", clashes.joined(separator: ", "))
        }
        return result
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
