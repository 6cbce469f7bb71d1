extension DisputeType {
    /// The dispute type's name in a language: `labor` (en), `işçi-işveren` (tr), `Arbeitsrecht` (de).
    ///
    /// - Parameter style: the language.
    /// - Returns: the catalog's `disputeType.<id>` text.
    public func formatted(_ style: TariffTextStyle) -> String {
        style.localizer.text("disputeType.\(rawValue)")
    }
}
