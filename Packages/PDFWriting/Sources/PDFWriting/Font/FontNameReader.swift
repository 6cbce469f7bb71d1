/// Reads the PostScript name (name ID 6) from the `name` table (OpenType spec, "name — Naming Table").
enum FontNameReader {
    /// The PostScript name with only `A-Z a-z 0-9 - _` kept, or nil when absent or empty.
    static func postScriptName(_ reader: FontByteReader, _ directory: FontTableDirectory) -> String? {
        guard let name = directory.tables["name"] else { return nil }
        let count = (try? reader.uint16(name.offset + 2)).map(Int.init) ?? 0
        let storage = name.offset + ((try? reader.uint16(name.offset + 4)).map(Int.init) ?? 0)
        for index in 0..<count {
            let record = name.offset + 6 + index * 12
            guard let platform = try? reader.uint16(record), let nameID = try? reader.uint16(record + 6),
                nameID == 6, let length = try? reader.uint16(record + 8),
                let offset = try? reader.uint16(record + 10),
                let raw = try? reader.slice(storage + Int(offset), count: Int(length))
            else { continue }
            let text = platform == 1 ? String(decoding: raw, as: UTF8.self) : decodeUTF16(raw)
            let cleaned = String(
                text.unicodeScalars.filter {
                    $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_".unicodeScalars.contains($0))
                })
            if !cleaned.isEmpty { return cleaned }
        }
        return nil
    }

    private static func decodeUTF16(_ raw: ArraySlice<UInt8>) -> String {
        let bytes = Array(raw)
        let units = stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
        return String(decoding: units, as: UTF16.self)
    }
}
