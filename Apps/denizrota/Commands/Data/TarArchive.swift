import Foundation

/// A POSIX ustar archive (IEEE Std 1003.1-2017, "pax" § ustar Interchange Format) of regular files, in memory.
///
/// Chosen for `denizrota data export` because every desktop opens it (GNU tar, bsdtar, macOS Archive Utility,
/// Windows 10+ `tar`, 7-Zip) and it needs no checksum library: each 512-byte header carries the sum of its own
/// bytes. Names must fit the 100-byte name field (the export's names are short and ASCII).
struct TarArchive {
    /// One file: path inside the archive, contents, modification time.
    struct Entry {
        var name: String
        var contents: [UInt8]
        var modified: Date
    }

    /// The files, in order.
    private(set) var entries: [Entry] = []

    /// Adds a file.
    mutating func add(_ name: String, _ contents: [UInt8], modified: Date) {
        entries.append(Entry(name: name, contents: contents, modified: modified))
    }

    /// Adds a UTF-8 text file.
    mutating func add(_ name: String, text: String, modified: Date) {
        add(name, Array(text.utf8), modified: modified)
    }

    /// The archive: each header and its data padded to 512 bytes, two zero blocks, padded to a 10,240-byte record.
    func bytes() -> [UInt8] {
        var output: [UInt8] = []
        for entry in entries {
            output += Self.header(entry)
            output += entry.contents
            output += [UInt8](repeating: 0, count: (512 - entry.contents.count % 512) % 512)
        }
        output += [UInt8](repeating: 0, count: 1024)
        output += [UInt8](repeating: 0, count: (10_240 - output.count % 10_240) % 10_240)
        return output
    }

    /// The 512-byte ustar header of a regular file with mode 0600.
    static func header(_ entry: Entry) -> [UInt8] {
        var header = [UInt8](repeating: 0, count: 512)
        func put(_ text: String, at offset: Int, width: Int) {
            for (index, byte) in text.utf8.prefix(width).enumerated() { header[offset + index] = byte }
        }
        func octal(_ value: Int, at offset: Int, width: Int) {
            let digits = String(value, radix: 8)
            put(String(repeating: "0", count: max(0, width - 1 - digits.count)) + digits, at: offset, width: width - 1)
        }
        put(entry.name, at: 0, width: 100)
        octal(0o600, at: 100, width: 8)
        octal(0, at: 108, width: 8)
        octal(0, at: 116, width: 8)
        octal(entry.contents.count, at: 124, width: 12)
        octal(max(0, Int(entry.modified.timeIntervalSince1970)), at: 136, width: 12)
        put("        ", at: 148, width: 8)  // the checksum field counts as spaces while summing
        header[156] = UInt8(ascii: "0")
        put("ustar", at: 257, width: 6)
        put("00", at: 263, width: 2)
        let sum = header.reduce(0) { $0 + Int($1) }
        octal(sum, at: 148, width: 7)
        header[155] = UInt8(ascii: " ")
        return header
    }
}
