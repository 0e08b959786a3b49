import Expressions
import LinkSpecRunner
import LinkSpecSteps

/// One step of a document as the catalog reads it: the phrases that bind its
/// text under the keyword in force, and each argument of the one that binds,
/// with its role and where it is in the line.
struct StepReading {
    struct Argument {
        var index: Int
        var role: AppParameterRole?
        /// As the step receives it: quotes removed, `\"` unescaped.
        var value: String
        /// The argument as written, quotes included (UTF-16, on the step's line).
        var range: TextRange
    }

    let step: FeatureLines.Step
    let text: String
    let bindings: [StepCatalog.Binding]
    /// Of the single phrase that binds; empty otherwise.
    let arguments: [Argument]

    var phrase: Int? { bindings.count == 1 ? bindings[0].phrase : nil }

    init(step: FeatureLines.Step, text: String, textStart: Int, catalog: StepCatalog) {
        self.step = step
        self.text = text
        bindings = catalog.bindings(of: text, kind: step.kind)
        guard bindings.count == 1 else {
            arguments = []
            return
        }
        let phrase = catalog.phrases[bindings[0].phrase]
        arguments = bindings[0].arguments.enumerated().compactMap { index, argument in
            guard let start = argument.start, let written = argument.value else { return nil }
            let from = textStart + start
            return Argument(index: index, role: AppParameterRole(phrase.role(ofParameter: index)), value: StepArgumentCheck.unquoted(written),
                            range: TextRange(line: step.line, from: from, to: from + written.utf16.count))
        }
    }
}

extension FeatureLines {
    /// A step's texts as its scenarios run it: an outline step once for each
    /// Examples row, `<placeholders>` replaced header by header as Gherkin
    /// does, with the row's line and its cells by header; any other step as
    /// written.
    func texts(of step: Step) -> [(text: String, row: Int?, cells: [String: Cell])] {
        let line = lines[step.line]
        let written = String(line.text)
        guard written.contains("<"), let block = step.block, blocks[block].kind == .scenarioOutline else {
            return [(written, nil, [:])]
        }
        var texts: [(String, Int?, [String: Cell])] = []
        for examples in blocks.indices where blocks[examples].parent == block && blocks[examples].kind == .examples {
            let table = blocks[examples].table
            guard let header = table.first else { continue }
            let placeholders = header.map { "<\($0.value)>" }
            let used = placeholders.indices.filter { written.contains(placeholders[$0]) }
            for (row, cells) in zip(blocks[examples].tableLines.dropFirst(), table.dropFirst()) {
                var text = written
                var byName: [String: Cell] = [:]
                for column in used where column < cells.count {
                    text = text.replacing(placeholders[column], with: cells[column].value)
                    byName[header[column].value] = cells[column]
                }
                texts.append((text, row, byName))
            }
        }
        return texts.isEmpty ? [(written, nil, [:])] : texts
    }
}
