import LinkSpecJSON

/// The one JSON writer (`LinkSpecJSON`), named here so that the Gherkin
/// module's own writer does not make the name ambiguous.
typealias JSONWriter = LinkSpecJSON.JSONWriter
