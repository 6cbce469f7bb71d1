/// Writes numbered indirect objects, the cross-reference table and the trailer (PDF 1.7 §7.5).
struct PDFObjectWriter {
    /// Whether streams are Flate-compressed.
    let compresses: Bool
    /// The file so far.
    private(set) var bytes: [UInt8] = Array("%PDF-1.7\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
    /// Byte offset of each object, by object number (index 0 unused).
    private var offsets: [Int] = [0]

    init(compresses: Bool) {
        self.compresses = compresses
    }

    /// Writes object `number` (must be the next number) with a dictionary or other body.
    mutating func object(_ number: Int, _ body: String) {
        begin(number)
        append(body + "\nendobj\n")
    }

    /// Writes object `number` as a stream; `dictionary` holds extra entries (without /Length and /Filter).
    mutating func stream(_ number: Int, dictionary: String = "", data: [UInt8]) {
        let compressed = compresses ? Deflate.compress(data) : nil
        let payload = compressed ?? data
        let filter = compressed == nil ? "" : " /Filter /FlateDecode"
        begin(number)
        append("<< /Length \(payload.count)\(filter)\(dictionary.isEmpty ? "" : " " + dictionary) >>\nstream\n")
        bytes += payload
        append("\nendstream\nendobj\n")
    }

    /// Appends the cross-reference table and trailer and returns the finished file.
    func finished(root: Int, info: Int) -> [UInt8] {
        var file = bytes
        let start = file.count
        var table = "xref\n0 \(offsets.count)\n0000000000 65535 f \n"
        for offset in offsets.dropFirst() {
            let digits = String(offset)
            table += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
        }
        let identifier = Self.identifier(of: file)
        table += "trailer\n<< /Size \(offsets.count) /Root \(root) 0 R /Info \(info) 0 R"
        table += " /ID [<\(identifier)> <\(identifier)>] >>\nstartxref\n\(start)\n%%EOF\n"
        file += Array(table.utf8)
        return file
    }

    private mutating func begin(_ number: Int) {
        offsets.append(bytes.count)
        append("\(number) 0 obj\n")
    }

    private mutating func append(_ text: String) {
        bytes += Array(text.utf8)
    }

    /// A 128-bit file identifier derived from the content (two FNV-1a 64 hashes), so equal input gives equal bytes.
    static func identifier(of bytes: [UInt8]) -> String {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325
        var second: UInt64 = 0x8422_2325_CBF2_9CE4
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte ^ 0x5A)) &* 0x0000_0100_0000_01B3
        }
        return [first, second].map { value in
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
