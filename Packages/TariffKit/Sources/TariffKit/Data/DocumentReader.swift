import Foundation

/// Decodes a JSON document and reads its fields with errors that name the field, shared by the tariff and holiday
/// parsers.
///
/// `makeError` wraps a (field, problem) pair in the right ``TariffError`` case.
struct DocumentReader {
    /// Wraps a field problem in the caller's error case.
    let makeError: @Sendable (String, DataProblem) -> TariffError

    /// Decodes `bytes` as `T`, turning decoding failures into field errors; a key repeated within one object is
    /// ``DataProblem/duplicate`` at that key (``DuplicateKeyScanner``).
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(TariffError) -> T {
        let value: T
        do {
            value = try JSONDecoder().decode(type, from: Data(bytes))
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw makeError("", .notJSON)
        }
        if let path = DuplicateKeyScanner.firstDuplicate(in: bytes) { throw makeError(path.text, .duplicate) }
        return value
    }

    /// A required plain decimal above zero.
    func positiveDecimal(_ text: String, at path: DocumentPath) throws(TariffError) -> Decimal {
        guard let value = PlainDecimal.parse(text) else { throw makeError(path.text, .notADecimal) }
        guard value > 0 else { throw makeError(path.text, .notPositive) }
        return value
    }

    /// An optional plain decimal above zero.
    func optionalPositiveDecimal(_ text: String?, at path: DocumentPath) throws(TariffError) -> Decimal? {
        guard let text else { return nil }
        return try positiveDecimal(text, at: path)
    }

    /// A percentage in (0, 100].
    func percent(_ text: String, at path: DocumentPath) throws(TariffError) -> Decimal {
        let value = try positiveDecimal(text, at: path)
        guard value <= 100 else { throw makeError(path.text, .percentTooLarge) }
        return value
    }

    /// A `YYYY-MM-DD` date.
    func date(_ text: String, at path: DocumentPath) throws(TariffError) -> CivilDate {
        guard let date = CivilDate(iso: text) else { throw makeError(path.text, .notADate) }
        return date
    }

    /// A dispute type identifier (English or Turkish).
    func disputeType(_ text: String, at path: DocumentPath) throws(TariffError) -> DisputeType {
        guard let type = DisputeType(identifier: text) else { throw makeError(path.text, .unknownDisputeType) }
        return type
    }

    /// Maps a `DecodingError` to the field it concerns and what is wrong with it.
    private func describe(_ error: DecodingError) -> TariffError {
        switch error {
        case .keyNotFound(let key, let context):
            makeError(DocumentPath(codingPath: context.codingPath + [key]).text, .missing)
        case .valueNotFound(_, let context):
            makeError(DocumentPath(codingPath: context.codingPath).text, .missing)
        case .typeMismatch(_, let context):
            makeError(DocumentPath(codingPath: context.codingPath).text, .wrongType)
        case .dataCorrupted(let context):
            context.codingPath.isEmpty
                ? makeError("", .notJSON) : makeError(DocumentPath(codingPath: context.codingPath).text, .wrongType)
        @unknown default:
            makeError("", .notJSON)
        }
    }
}
