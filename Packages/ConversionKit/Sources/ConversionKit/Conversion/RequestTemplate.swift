/// A request with its plain numbers taken out: `5 ft 7 in cm` is the template `# ft # in cm` and the numbers
/// `5`, `7`, so every line of that shape shares one parse (``RepeatedRequestConverter``).
///
/// A plain number is a space-separated word of ASCII digits (at least one) with at most one `.` or `,`; the first
/// word may start with `-` (the key says so, as a negative first number negates the compound). The first word must
/// be a plain number, the rest at least one more byte; any other request has no template.
struct RequestTemplate {
    /// The request with every plain number replaced by a marker byte (0x01; 0x02 for a negative first number).
    let key: String
    /// The plain numbers as typed, in order.
    let numbers: [Substring]

    /// The template of `input`, or nil when its first word is not a plain number or nothing follows it.
    init?(_ input: String) {
        var text = input
        guard let (key, offsets) = text.withUTF8({ Self.scan($0) }) else { return nil }
        let utf8 = input.utf8
        self.key = key
        numbers = offsets.map { range in
            input[
                utf8.index(
                    utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                        utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    /// One pass over the bytes (perf, issue 32 item 14: the collection-view version was a quarter of `--batch`): the
    /// key and the byte ranges of the numbers, or nil.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, [Range<Int>])? {
        var key: [UInt8] = []
        key.reserveCapacity(bytes.count)
        var numbers: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: " ") { end += 1 }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if isPlainNumber(word, allowsSign: start == 0) {
                key.append(word[0] == UInt8(ascii: "-") ? 2 : 1)
                numbers.append(start..<end)
            } else {
                // A marker byte typed in the input would make two shapes share a key.
                guard start != 0, !word.contains(where: { $0 < 3 }) else { return nil }
                key.append(contentsOf: word)
            }
            guard end < bytes.count else { break }
            key.append(UInt8(ascii: " "))
            start = end + 1
        }
        guard key.count > 2 else { return nil }
        return (String(decoding: key, as: UTF8.self), numbers)
    }

    /// ASCII digits (at least one) with at most one `.` or `,`, and a leading `-` when `allowsSign`.
    static func isPlainNumber(_ word: UnsafeBufferPointer<UInt8>, allowsSign: Bool) -> Bool {
        var separators = 0
        var digits = 0
        for (offset, byte) in word.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."), UInt8(ascii: ","): separators += 1
            case UInt8(ascii: "-") where offset == 0 && allowsSign: continue
            default: return false
            }
        }
        return separators <= 1 && digits > 0
    }

    /// Whether the first number is negative (its sign applies to the whole compound).
    var isNegative: Bool { key.utf8.first == 2 }
}
