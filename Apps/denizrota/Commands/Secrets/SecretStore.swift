/// A keyring that keeps one secret per set of attributes: the desktop's Secret Service in the tool
/// (``SecretToolStore``), memory in tests (DenizrotaTestSupport's `InMemorySecretStore`).
///
/// A service of ``DenizrotaServices`` (``DenizrotaServices/keyring``); ``SyncVault`` keeps the sync token in it.
///
/// A secret never appears in an error: failures carry the helper's exit status and its own message only.
public protocol SecretStore: Sendable {
    /// Stores `secret` under `attributes` (replacing one stored under the same attributes).
    func store(_ secret: String, label: String, attributes: [String: String]) throws(SecretStoreError)
    /// The secret stored under `attributes`, or `nil` when there is none.
    func lookup(attributes: [String: String]) throws(SecretStoreError) -> String?
    /// Removes the secrets stored under `attributes` (nothing to remove is not an error).
    func clear(attributes: [String: String]) throws(SecretStoreError)
}
