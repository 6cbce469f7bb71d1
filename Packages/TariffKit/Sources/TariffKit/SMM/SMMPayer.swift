/// Who pays the mediator, which decides the income-tax withholding (GVK madde 94).
public enum SMMPayer: String, Sendable, CaseIterable, Codable {
    /// A withholding payer (tevkifat yükümlüsü): companies, public bodies such as the Başsavcılık, bookkeeping
    /// tradesmen and professionals. Withholds 20 % income tax (stopaj).
    case company
    /// A private individual: withholds nothing.
    case person
}
