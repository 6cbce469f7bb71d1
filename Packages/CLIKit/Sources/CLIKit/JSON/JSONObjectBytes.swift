import Foundation

/// The members of one JSON object written as bytes, exactly as the tools' `JSONEncoder` writes them in a streamed
/// array (``JSONText``: sorted keys, `"key" : value`, two-space indentation, ISO 8601 dates, `/` unescaped).
///
/// A ``JSONMembersWritable`` element calls one `member` method per member, in the encoder's key order (plain ASCII
/// keys sorted by their bytes). Values written byte by byte: integers, booleans, `null`, finite `Double`s as their
/// shortest `description` without a final `.0` (`12`, `0.1`, `1e-07`, `1e+16`), strings of printable ASCII without
/// `"` or `\`, and whole-second dates of the years 1600–9999 as `yyyy-MM-ddTHH:mm:ssZ`. Any other string or date is
/// written as `JSONEncoder` writes it on its own; a value the encoder refuses (a non-finite `Double`) sets
/// ``needsEncoder`` and the element is encoded by `JSONEncoder` instead, which then throws as it always did.
/// `route show --json` of a 200,000-point route took 15 s of CPU through the encoder (issue 30).
public struct JSONObjectBytes {
    /// The text so far, UTF-8.
    public private(set) var bytes: [UInt8] = []
    /// Set when a value cannot be written here: the caller encodes the element with `JSONEncoder` instead.
    public private(set) var needsEncoder = false
    /// The members' indentation, spaces.
    private let memberIndent: Int
    private var members = 0

    /// Starts an object after `bytes` whose members are indented by `indent` spaces.
    ///
    /// The opening brace is written by ``open(indent:)``, the closing one by ``close()``. Every byte is appended to `bytes` one by one, without an
    /// array per member or per element (issue 30: those appends' reference counting were a third of `route show
    /// --json`).
    init(memberIndent indent: Int, appendingTo bytes: [UInt8] = []) {
        memberIndent = indent
        self.bytes = bytes
    }

    /// The bytes written, with those it started after.
    consuming func finish() -> [UInt8] {
        bytes
    }

    /// An integer member.
    public mutating func member(_ key: StaticString, _ value: Int) {
        start(key)
        Self.appendDigits(of: value, to: &bytes)
    }

    /// A number member; non-finite values need the encoder (which refuses them).
    public mutating func member(_ key: StaticString, _ value: Double) {
        start(key)
        guard value.isFinite else {
            needsEncoder = true
            return
        }
        appendShortest(value)
    }

    /// A boolean member.
    public mutating func member(_ key: StaticString, _ value: Bool) {
        start(key)
        appendASCII(value ? "true" : "false")
    }

    /// A string member.
    public mutating func member(_ key: StaticString, _ value: String) {
        start(key)
        appendString(value)
    }

    /// A date member (ISO 8601, UTC).
    public mutating func member(_ key: StaticString, _ value: Date) {
        start(key)
        if !ISODateBytes.append(value, to: &bytes) { appendEncoded(value) }
    }

    /// An optional number: absent when nil (as the encoder's `encodeIfPresent`).
    public mutating func member(_ key: StaticString, _ value: Double?) {
        if let value { member(key, value) }
    }

    /// An optional string: absent when nil.
    public mutating func member(_ key: StaticString, _ value: String?) {
        if let value { member(key, value) }
    }

    /// A boolean or `null` (``JSONNullable``).
    public mutating func member(_ key: StaticString, _ value: JSONNullable<Bool>) {
        if let value = value.value { member(key, value) } else { nullMember(key) }
    }

    /// A date or `null` (``JSONNullable``).
    public mutating func member(_ key: StaticString, _ value: JSONNullable<Date>) {
        if let value = value.value { member(key, value) } else { nullMember(key) }
    }

    /// A `null` member.
    public mutating func nullMember(_ key: StaticString) {
        start(key)
        appendASCII("null")
    }

    /// `{` and a newline, indented by `indent` spaces.
    mutating func open(indent: Int) {
        appendSpaces(indent)
        bytes.append(UInt8(ascii: "{"))
    }

    /// The newline after the last member and `}` at the brace's indentation (`{\n\n}` when empty, as the encoder).
    mutating func close() {
        bytes.append(UInt8(ascii: "\n"))
        if members == 0 { bytes.append(UInt8(ascii: "\n")) }
        appendSpaces(memberIndent - 2)
        bytes.append(UInt8(ascii: "}"))
    }

    /// `,` (after the first member), a newline, the indentation and the quoted key with `" : "`.
    private mutating func start(_ key: StaticString) {
        if members > 0 { bytes.append(UInt8(ascii: ",")) }
        members += 1
        bytes.append(UInt8(ascii: "\n"))
        appendSpaces(memberIndent)
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        appendASCII("\" : ")
    }

    private mutating func appendSpaces(_ count: Int) {
        for _ in 0..<max(0, count) { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// The shortest text of a finite number without a final `.0` (`description`'s digits, read in place).
    private mutating func appendShortest(_ value: Double) {
        let text = value.description
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            let whole = utf8.count >= 2 && utf8[utf8.count - 2] == UInt8(ascii: ".") && utf8[utf8.count - 1] == 0x30
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<(whole ? utf8.count - 2 : utf8.count)]))
        }
        if written == nil {
            var slow = Array(text.utf8)
            if slow.count >= 2 && slow.suffix(2) == [UInt8(ascii: "."), 0x30] { slow.removeLast(2) }
            bytes.append(contentsOf: slow)
        }
    }

    private mutating func appendString(_ value: String) {
        let plain = value.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != 0x5C }
        guard plain else { return appendEncoded(value) }
        bytes.append(UInt8(ascii: "\""))
        if value.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: value.utf8)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A value as the encoder writes it alone (strings with escapes or non-ASCII, odd dates).
    private mutating func appendEncoded(_ value: some Encodable) {
        guard let text = try? JSONText.fragment(value) else {
            needsEncoder = true
            return
        }
        bytes.append(contentsOf: text.utf8)
    }

    static func appendDigits(of value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let first = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[first...].reverse()
    }

}
