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
        let bytes = input.utf8
        var key: [UInt8] = []
        key.reserveCapacity(bytes.count)
        var numbers: [Substring] = []
        numbers.reserveCapacity(4)
        var start = bytes.startIndex
        while start != bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: " ")) ?? bytes.endIndex
            let isFirst = numbers.isEmpty && key.isEmpty
            if Self.isPlainNumber(bytes[start..<end], allowsSign: isFirst) {
                key.append(bytes[start] == UInt8(ascii: "-") ? 2 : 1)
                numbers.append(input[start..<end])
            } else {
                // A marker byte typed in the input would make two shapes share a key.
                guard !isFirst, !bytes[start..<end].contains(where: { $0 < 3 }) else { return nil }
                key.append(contentsOf: bytes[start..<end])
            }
            guard end != bytes.endIndex else { break }
            key.append(UInt8(ascii: " "))
            start = bytes.index(after: end)
        }
        guard key.count > 2 else { return nil }
        self.key = String(decoding: key, as: UTF8.self)
        self.numbers = numbers
    }

    /// ASCII digits (at least one) with at most one `.` or `,`, and a leading `-` when `allowsSign`.
    static func isPlainNumber(_ word: Substring.UTF8View, allowsSign: Bool) -> Bool {
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
