/// Lets ``RiskJudgement/byQuantity`` encode as a JSON object (`{"wind": "green"}`) instead of an array of
/// alternating keys and values in hash order.
extension RiskJudgement.Quantity: CodingKeyRepresentable {}
