import Gherkin
import LinkSpecJSON

/// `textDocument/documentSymbol`: the feature, its rules, backgrounds,
/// scenarios, outlines and examples as a tree, each from its keyword line to
/// its last line, read from the lines so a file that does not parse still
/// has its outline.
enum DocumentSymbols {
    static func write(_ document: TextDocument, workspace: Workspace, into json: inout JSONWriter) {
        let scan = workspace.scan(document)
        var children: [Int?: [Int]] = [:]
        for index in scan.blocks.indices { children[scan.blocks[index].parent, default: []].append(index) }
        func symbol(_ index: Int) {
            let block = scan.blocks[index]
            let line = scan.lines[block.line]
            let keyword = String(line.keyword)
            let name = line.text.isEmpty ? keyword : String(line.text)
            json.beginObject()
            json.field("name", name)
            json.field("detail", keyword)
            json.field("kind", kind(block.kind))
            json.field("range", TextRange(start: Position(line: block.line, character: 0),
                                          end: Position(line: block.endLine, character: document.line(block.endLine).utf16.count)))
            json.field("selectionRange", TextRange(line: block.line, from: line.keywordStart,
                                                   to: line.textStart + line.text.utf16.count))
            json.key("children")
            json.beginArray()
            for child in children[index] ?? [] { symbol(child) }
            json.endArray()
            json.endObject()
        }
        json.beginArray()
        for root in children[nil] ?? [] { symbol(root) }
        json.endArray()
    }

    /// LSP symbol kinds: a feature is a module, a rule a namespace, a
    /// background a constructor, a scenario a method, examples an array.
    private static func kind(_ block: ClassifiedLine.Title) -> Int {
        switch block {
        case .feature: return 2
        case .rule: return 3
        case .background: return 9
        case .scenario, .scenarioOutline: return 6
        case .examples: return 18
        }
    }
}
