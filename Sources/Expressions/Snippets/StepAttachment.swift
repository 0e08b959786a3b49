/// What an undefined step carries besides its text: its snippet's last parameter.
package enum StepAttachment: String, Sendable, Hashable {
    case dataTable
    case docString

    var typeName: String { self == .dataTable ? "DataTable" : "DocString" }
}
