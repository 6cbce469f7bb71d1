import Foundation

/// The fields of an ISO 8601 date-time as written, before calendar conversion.
struct ISO8601Fields {
    var year = 0
    var month = 0
    var day = 0
    var hour = 0
    var minute = 0
    var second = 0
    var fraction: TimeInterval = 0
    var offsetSeconds: Int?

    /// Whether the fields name a real date and time (Gregorian leap years; offsets within ±18 h).
    var isValid: Bool {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let monthLengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month), (1...monthLengths[month - 1]).contains(day) else { return false }
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return false }
        return abs(offsetSeconds ?? 0) <= 18 * 3600
    }
}

/// Reads ``ISO8601Fields`` left to right, reporting the offset where the text stops matching.
struct ISO8601Cursor {
    private let characters: [Character]
    private var position = 0

    init(_ text: String) {
        characters = Array(text)
    }

    /// Reads the whole text.
    mutating func readFields() throws(DateParseError) -> ISO8601Fields {
        var fields = ISO8601Fields()
        fields.year = try number(digits: 4)
        try expect("-")
        fields.month = try number(digits: 2)
        try expect("-")
        fields.day = try number(digits: 2)
        if position < characters.count {
            guard characters[position] == "T" || characters[position] == " " else { throw .malformed(offset: position) }
            position += 1
            try readTime(into: &fields)
        }
        guard position == characters.count else { throw .malformed(offset: position) }
        return fields
    }

    private mutating func readTime(into fields: inout ISO8601Fields) throws(DateParseError) {
        fields.hour = try number(digits: 2)
        try expect(":")
        fields.minute = try number(digits: 2)
        if peek(":") {
            position += 1
            fields.second = try number(digits: 2)
            if peek(".") || peek(",") { fields.fraction = try readFraction() }
        }
        fields.offsetSeconds = try readOffset()
    }

    private mutating func readFraction() throws(DateParseError) -> TimeInterval {
        position += 1
        let start = position
        while position < characters.count && characters[position].isASCII && characters[position].isWholeNumber {
            position += 1
        }
        guard position > start, let value = Double("0." + String(characters[start..<position])) else {
            throw .malformed(offset: start)
        }
        return value
    }

    private mutating func readOffset() throws(DateParseError) -> Int? {
        guard position < characters.count else { return nil }
        if peek("Z") {
            position += 1
            return 0
        }
        guard peek("+") || peek("-") else { throw .malformed(offset: position) }
        let sign = characters[position] == "-" ? -1 : 1
        position += 1
        let hours = try number(digits: 2)
        if peek(":") { position += 1 }
        let minutes = position < characters.count ? try number(digits: 2) : 0
        guard minutes < 60 else { throw .nonexistentDate }
        return sign * (hours * 3600 + minutes * 60)
    }

    private func peek(_ character: Character) -> Bool {
        position < characters.count && characters[position] == character
    }

    private mutating func expect(_ character: Character) throws(DateParseError) {
        guard peek(character) else { throw .malformed(offset: position) }
        position += 1
    }

    private mutating func number(digits: Int) throws(DateParseError) -> Int {
        var value = 0
        for _ in 0..<digits {
            guard position < characters.count, characters[position].isASCII,
                let digit = characters[position].wholeNumberValue
            else { throw .malformed(offset: position) }
            value = value * 10 + digit
            position += 1
        }
        return value
    }
}
