import Foundation

/// An array member of a JSON document written in batches (``CommandContext/writeJSON(_:streaming:)``): its length
/// and how to make each element, so that a 200,000-element array is never one encoded tree (`route show --json` of
/// a 200,000-point route held 1.1 GB; issue 30).
public struct JSONStreamedArray {
    /// The number of elements.
    public let count: Int
    /// The element at an index in `0..<count`.
    public let element: (Int) -> any Encodable

    /// Writes the element at an index into an object's bytes, for elements that write their own members.
    let members: ((Int, inout JSONObjectBytes) -> Void)?

    /// Creates an array member of `count` elements made by `element`.
    public init(count: Int, element: @escaping (Int) -> any Encodable) {
        self.count = count
        self.element = element
        members = nil
    }

    /// Creates an array member of `count` elements that write their own members (``JSONMembersWritable``): each is
    /// written without boxing it as `any Encodable` or casting it back (issue 30: a tenth of `route show --json`),
    /// and made again for the encoder only when a value needs it.
    public init<Element: JSONMembersWritable>(count: Int, writing element: @escaping (Int) -> Element) {
        self.count = count
        self.element = { element($0) }
        members = { element($0).writeMembers(to: &$1) }
    }

    /// The value a document encodes for the member named `name`, replaced by the array when it is written (control
    /// characters no member of a tool's document holds).
    public static func placeholder(_ name: String) -> String {
        "\u{1}\u{2}streamed:" + name + "\u{2}\u{1}"
    }
}

extension CommandContext {
    /// Elements encoded and written together: the memory a streamed array takes is that of this many elements.
    static let streamedBatch = 1024

    /// Writes `document` as ``writeJSON(_:)`` does, with the members named in `arrays` written in batches.
    ///
    /// Each such member, which the document encodes as ``JSONStreamedArray/placeholder(_:)``, is written from its
    /// ``JSONStreamedArray`` 1,024 elements at a time. The text is the same as that of a document holding the arrays.
    ///
    /// - Throws: `EncodingError` when a member cannot be encoded (a bug: the runner reports it, exit 1).
    public func writeJSON(_ document: some JSONDocument, streaming arrays: [String: JSONStreamedArray]) throws {
        var rest = Substring(try JSONText.text(document))
        while let (name, range) = Self.firstPlaceholder(in: rest, names: arrays.keys) {
            let lineStart = rest[..<range.lowerBound].lastIndex(of: "\n").map { rest.index(after: $0) }
            let indent = String(rest[(lineStart ?? rest.startIndex)...].prefix { $0 == " " })
            write(String(rest[..<range.lowerBound]))
            if let array = arrays[name] { try writeArray(array, indent: indent) }
            rest = rest[range.upperBound...]
        }
        write(String(rest))
    }

    private static func firstPlaceholder(
        in text: Substring, names: Dictionary<String, JSONStreamedArray>.Keys
    ) -> (String, Range<Substring.Index>)? {
        let found = names.compactMap { name -> (String, Range<Substring.Index>)? in
            guard let quoted = try? JSONText.fragment(JSONStreamedArray.placeholder(name)) else { return nil }
            return text.range(of: quoted).map { (name, $0) }
        }
        return found.min { $0.1.lowerBound < $1.1.lowerBound }
    }

    private func writeArray(_ array: JSONStreamedArray, indent: String) throws {
        guard array.count > 0 else {
            write("[\n\n" + indent + "]")  // as the encoder writes an empty member array
            return
        }
        write("[\n")
        var start = 0
        var bytes: [UInt8] = []
        while start < array.count {
            let end = min(array.count, start + Self.streamedBatch)
            let tail = end < array.count ? ",\n" : "\n"
            bytes.removeAll(keepingCapacity: true)
            if Self.writeBytes(of: array, start..<end, indent: indent.count + 2, to: &bytes) {
                bytes.append(contentsOf: tail.utf8)
                try environment.standardOutput.writeBytes(bytes)
            } else {
                let elements = (start..<end).map { array.element($0) }
                let text = try JSONText.fragment(elements.map { StreamedElement(value: $0) })
                // `[\n  {…},\n  {…}\n]`: the elements without the brackets, one level below the member.
                let inner = text.dropFirst(2).dropLast(2)
                write(indent + inner.replacingOccurrences(of: "\n", with: "\n" + indent) + tail)
            }
            start = end
        }
        write(indent + "]")
    }

    /// Appends the elements' text when each writes its own members (``JSONMembersWritable``) without needing the
    /// encoder: each object at `indent` spaces, separated by `,\n`, as the encoder writes them; false otherwise.
    static func writeBytes(
        of array: JSONStreamedArray, _ range: Range<Int>, indent: Int, to bytes: inout [UInt8]
    ) -> Bool {
        for offset in range {
            if offset > range.lowerBound {
                bytes.append(UInt8(ascii: ","))
                bytes.append(UInt8(ascii: "\n"))
            }
            var object = JSONObjectBytes(memberIndent: indent + 2, appendingTo: bytes)
            bytes = []
            object.open(indent: indent)
            if let members = array.members {
                members(offset, &object)
            } else if let writable = array.element(offset) as? any JSONMembersWritable {
                writable.writeMembers(to: &object)
            } else {
                return false
            }
            object.close()
            guard !object.needsEncoder else { return false }
            bytes = object.finish()
        }
        return true
    }
}

/// One element of a streamed array, encoded as itself.
private struct StreamedElement: Encodable {
    let value: any Encodable

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

extension JSONText {
    /// A value's text as ``text(_:pretty:)`` writes members (indented, sorted keys, ISO 8601 dates), without
    /// `schemaVersion` and without the final newline.
    static func fragment(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
