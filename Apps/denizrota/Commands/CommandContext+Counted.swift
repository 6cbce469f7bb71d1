import CLIKit

extension CommandContext {
    /// `key`'s CLDR plural form for `count`, with `count` as its `{0}` (`"1 line rejected"`, `"2 lines rejected"`).
    ///
    /// A message that counts several things is a plain frame whose placeholders take such pieces, each agreeing with
    /// its own number (`nmea.decode.counts` = `"{0}, {1}, {2}"` over `nmea.count.*`).
    func counted(_ key: String, _ count: Int) -> String {
        localizer.plural(key, count: count, String(count))
    }
}
