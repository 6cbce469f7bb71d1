import Foundation

/// An array member of a JSON document written in batches (``CommandContext/writeJSON(_:streaming:)``): its length
/// and how to make each element, so that a 200,000-element array is never one encoded tree (`route show --json` of
/// a 200,000-point route held 1.1 GB; issue 30).
public struct JSONStreamedArray {
    /// The number of elements.
    public let count: Int
    /// The element at an index in `0..<count`.
    public let element: (Int) -> any Encodable

    /// Creates an array member of `count` elements made by `element`.
    public init(count: Int, element: @escaping (Int) -> any Encodable) {
        self.count = count
        self.element = element
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
        while start < array.count {
            let end = min(array.count, start + Self.streamedBatch)
            let elements = (start..<end).map { array.element($0) }
            if let bytes = Self.writtenBytes(elements, indent: indent.count + 2) {
                try environment.standardOutput.writeBytes(bytes + Array((end < array.count ? ",\n" : "\n").utf8))
            } else {
                let text = try JSONText.fragment(elements.map { StreamedElement(value: $0) })
                // `[\n  {…},\n  {…}\n]`: the elements without the brackets, one level below the member.
                let inner = text.dropFirst(2).dropLast(2)
                write(
                    indent + inner.replacingOccurrences(of: "\n", with: "\n" + indent)
                        + (end < array.count ? ",\n" : "\n"))
            }
            start = end
        }
        write(indent + "]")
    }

    /// The elements' text when each writes its own members (``JSONMembersWritable``) without needing the encoder:
    /// each object at `indent` spaces, separated by `,\n`, as the encoder writes them; nil otherwise.
    static func writtenBytes(_ elements: [any Encodable], indent: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        for (offset, element) in elements.enumerated() {
            guard let writable = element as? any JSONMembersWritable else { return nil }
            if offset > 0 { bytes += Array(",\n".utf8) }
            var object = JSONObjectBytes(memberIndent: indent + 2, appendingTo: bytes)
            bytes = []
            object.open(indent: indent)
            writable.writeMembers(to: &object)
            object.close()
            guard !object.needsEncoder else { return nil }
            bytes = object.finish()
        }
        return bytes
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
