import Foundation

/// Finds a key that appears twice in one JSON object, which `JSONDecoder` silently resolves to one of the values.
///
/// RFC 8259 §4 says names within an object SHOULD be unique and that parsers differ on duplicates; a tariff file with
/// two `year` or `singlePercent` keys is ambiguous, so the loaders refuse it. The scan runs on text that already
/// decoded as JSON, so it only tracks nesting, strings and separators. Keys are compared after unescaping (`"a"` and
/// `"\u0061"` are the same key).
enum DuplicateKeyScanner {
    private enum Frame {
        case object(keys: Set<String>, key: String?, expectingKey: Bool)
        case array(index: Int)
    }

    /// The path of the first repeated key (`bands[2].width`), or nil when every object's keys are unique.
    static func firstDuplicate(in bytes: [UInt8]) -> DocumentPath? {
        var stack: [Frame] = []
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "{"): stack.append(.object(keys: [], key: nil, expectingKey: true))
            case UInt8(ascii: "["): stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
            case UInt8(ascii: ","), UInt8(ascii: ":"): separator(byte, in: &stack)
            case UInt8(ascii: "\""):
                let (text, end) = string(in: bytes, from: position)
                position = end
                if case .object(var keys, _, true) = stack.last {
                    guard keys.insert(text).inserted else { return path(of: stack, key: text) }
                    stack[stack.count - 1] = .object(keys: keys, key: text, expectingKey: false)
                }
            default: break
            }
        }
        return nil
    }

    private static func separator(_ byte: UInt8, in stack: inout [Frame]) {
        switch stack.last {
        case .object(let keys, let key, _):
            stack[stack.count - 1] = .object(keys: keys, key: key, expectingKey: byte == 44)
        case .array(let index) where byte == UInt8(ascii: ","): stack[stack.count - 1] = .array(index: index + 1)
        default: break
        }
    }

    /// The unescaped string starting after its opening quote, and the position after its closing quote.
    private static func string(in bytes: [UInt8], from start: Int) -> (String, Int) {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\"") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        let raw = Array(bytes[(start - 1)...min(end, bytes.count - 1)])
        let text = (try? JSONDecoder().decode(String.self, from: Data(raw))) ?? String(decoding: raw, as: UTF8.self)
        return (text, end + 1)
    }

    private static func path(of stack: [Frame], key: String) -> DocumentPath {
        var path = DocumentPath.root
        for frame in stack.dropLast() {
            switch frame {
            case .object(_, let name, _): path = path.key(name ?? "")
            case .array(let index): path = path.index(index)
            }
        }
        return path.key(key)
    }
}
