import Foundation

/// The document information dictionary.
///
/// what `pdfinfo` shows. The creation date is injected (never read from the clock here), so the same input gives the
/// same bytes.
public struct PDFMetadata: Sendable, Hashable {
    /// Title (any Unicode; written as UTF-16 when not ASCII).
    public var title: String
    /// Author, if any.
    public var author: String?
    /// Subject, if any.
    public var subject: String?
    /// The application that made the content, for example `denklem 1.0`.
    public var creator: String?
    /// The program that wrote the PDF.
    public var producer: String
    /// Creation (and modification) date.
    public var creationDate: Date
    /// The zone the dates are written in (`D:20260402093000+03'00'`).
    public var timeZone: TimeZone
    /// BCP 47 language of the text, written as the catalog's `/Lang` (for example `tr`), if known.
    public var language: String?

    /// The default producer string.
    public static let defaultProducer = "PDFWriting (Swift)"

    /// Creates metadata.
    public init(
        title: String, creationDate: Date, timeZone: TimeZone, author: String? = nil, subject: String? = nil,
        creator: String? = nil, producer: String = PDFMetadata.defaultProducer, language: String? = nil
    ) {
        self.title = title
        self.author = author
        self.subject = subject
        self.creator = creator
        self.producer = producer
        self.creationDate = creationDate
        self.timeZone = timeZone
        self.language = language
    }

    /// `D:YYYYMMDDHHmmSS+HH'mm'` in ``timeZone`` (PDF 1.7 §7.9.4), or `…Z` when the offset is zero; Gregorian
    /// calendar, seconds truncated.
    var pdfDate: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: creationDate)
        let fields =
            [(parts.year ?? 1970, 4), (parts.month ?? 1, 2), (parts.day ?? 1, 2)]
            + [(parts.hour ?? 0, 2), (parts.minute ?? 0, 2), (parts.second ?? 0, 2)]
        let digits = fields.map { Self.pad($0.0, $0.1) }.joined()
        let offset = timeZone.secondsFromGMT(for: creationDate)
        guard offset != 0 else { return "D:\(digits)Z" }
        let minutes = abs(offset) / 60
        return "D:\(digits)\(offset < 0 ? "-" : "+")\(Self.pad(minutes / 60, 2))'\(Self.pad(minutes % 60, 2))'"
    }

    /// `value` in decimal with leading zeros up to `width` digits.
    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
