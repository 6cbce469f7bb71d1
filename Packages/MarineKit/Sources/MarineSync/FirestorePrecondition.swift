/// A write's `currentDocument` condition (googleapis `google/firestore/v1/common.proto`, `Precondition`).
package enum FirestorePrecondition: Sendable, Equatable {
    /// The document must (`true`) or must not (`false`) exist: `exists:false` makes a create fail with 409
    /// ALREADY_EXISTS instead of overwriting.
    case exists(Bool)
    /// The document's last update time must equal this RFC 3339 text (else 400 FAILED_PRECONDITION).
    case updateTime(String)
}
