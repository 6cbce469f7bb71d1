import CLIKit
import Foundation

/// `denklem law`: the provisions denklem applies, with their Resmî Gazete data and (where bundled) their text;
/// `law show CITATION` prints what a report line cites, `law search WORDS` finds the articles that hold the words.
public enum LawCommand {
    static let citation = Positional<String>(
        valueName: "value.citation", help: "law.show.argument.citation", isVariadic: true)
    static let words = Positional<String>(valueName: "value.text", help: "law.search.argument.words", isVariadic: true)

    /// The JSON of every form: the articles listed, shown or found.
    struct JSON: JSONDocument {
        struct Item: Encodable {
            let instrument: String
            let title: String
            let gazetteDate: String?
            let gazetteNumber: String?
            let article: String
            let heading: String?
            let paragraphs: [String]
            let textSource: String?
            let official: String?
            let verified: Bool
        }

        let articles: [Item]
    }

    /// The command group; on its own it lists every instrument and article.
    public static let command = Command(
        name: "law", summary: "law.summary", discussion: "law.discussion",
        examples: [
            CommandExample("denklem law show \"7036 sayılı Kanun md. 3(14)\"", explanation: "law.example.show"),
            CommandExample("denklem law search \"arabulucu ücreti\"", explanation: "law.example.search"),
        ],
        subcommands: [show, search], writesJSON: true
    ) { context in
        let book = try LawCommand.book()
        let all = book.instruments.flatMap { instrument in
            instrument.articles.map { LawBook.Match(instrument: instrument, article: $0) }
        }
        if context.isJSONOutput { return try writeJSON(all, context) }
        for instrument in book.instruments {
            context.writeLine(heading(instrument, context))
            let numbers = instrument.articles.map { article in
                article.paragraphs.isEmpty ? article.number + "*" : article.number
            }
            context.writeLine("  " + context.text("law.articles", numbers.joined(separator: ", ")))
        }
        context.writeLine()
        context.writeLine(context.text("law.footnote"))
        return .success
    }

    static let show = Command(
        name: "show", summary: "law.show.summary", positionals: [citation.spec], writesJSON: true
    ) { context in
        let text = context.arguments.all(citation).joined(separator: " ")
        let found = try book().articles(citedBy: text)
        guard !found.isEmpty else { throw CommandError(.usage, key: "error.lawNotFound", text) }
        return try write(found, context)
    }

    static let search = Command(
        name: "search", summary: "law.search.summary", positionals: [words.spec], writesJSON: true
    ) { context in
        let query = context.arguments.all(words).joined(separator: " ")
        let found = try book().search(query)
        guard !found.isEmpty else { throw CommandError(.failure, key: "error.lawNoMatch", query) }
        return try write(found, context)
    }

    private static func book() throws -> LawBook {
        guard let book = LawBook.bundled else { throw CommandError(.dataError, key: "error.lawBookUnreadable") }
        return book
    }

    /// The articles with their headings and texts, or as JSON.
    private static func write(_ matches: [LawBook.Match], _ context: CommandContext) throws -> ExitCode {
        if context.isJSONOutput { return try writeJSON(matches, context) }
        for (index, match) in matches.enumerated() {
            if index > 0 { context.writeLine() }
            context.writeLine(heading(match.instrument, context))
            let hasText = !match.article.paragraphs.isEmpty
            // An unverified text says so before it is read, not only after it (issue 31).
            let isUnverified = hasText && match.instrument.textSource != nil && !match.instrument.verified
            if isUnverified { context.writeLine(source(match.instrument, hasText: hasText, context)) }
            let title = match.article.title.map { " – " + $0 } ?? ""
            context.writeLine(context.text("law.article", match.article.number) + title)
            for (number, paragraph) in match.article.paragraphs.enumerated() {
                let prefix = match.article.paragraphs.count > 1 ? "(\(number + 1)) " : ""
                context.writeLine(prefix + paragraph)
            }
            if !isUnverified { context.writeLine(source(match.instrument, hasText: hasText, context)) }
        }
        return .success
    }

    private static func writeJSON(_ matches: [LawBook.Match], _ context: CommandContext) throws -> ExitCode {
        try context.writeJSON(
            JSON(
                articles: matches.map { match in
                    JSON.Item(
                        instrument: match.instrument.id, title: match.instrument.title,
                        gazetteDate: match.instrument.gazette.date, gazetteNumber: match.instrument.gazette.number,
                        article: match.article.number, heading: match.article.title,
                        paragraphs: match.article.paragraphs, textSource: match.instrument.textSource,
                        official: match.instrument.official, verified: match.instrument.verified)
                }))
        return .success
    }

    /// `6325 sayılı … Kanunu (Resmî Gazete 22.06.2012, sayı 28331)`, or that the publication was not found.
    private static func heading(_ instrument: LawBook.Instrument, _ context: CommandContext) -> String {
        guard let date = instrument.gazette.date.flatMap(CivilDateText.dotted), let number = instrument.gazette.number
        else { return context.text("law.heading.noGazette", instrument.title) }
        return context.text("law.heading", instrument.title, date, number)
    }

    /// Where the text came from and that it is unverified; or that no text is bundled, with the official address.
    private static func source(_ instrument: LawBook.Instrument, hasText: Bool, _ context: CommandContext) -> String {
        guard hasText, let from = instrument.textSource else {
            return context.text("law.notBundled", instrument.official ?? "https://www.mevzuat.gov.tr")
        }
        return context.text(instrument.verified ? "law.source" : "law.source.unverified", from)
    }
}

/// `2012-06-22` → `22.06.2012`.
private enum CivilDateText {
    static func dotted(_ iso: String) -> String? {
        let parts = iso.split(separator: "-")
        guard parts.count == 3 else { return nil }
        return "\(parts[2]).\(parts[1]).\(parts[0])"
    }
}
