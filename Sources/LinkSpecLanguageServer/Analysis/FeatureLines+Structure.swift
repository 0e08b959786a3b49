import Expressions

/// The structure `init` builds once every line is classified.
extension FeatureLines {
    /// Blocks with their parents and ends, steps with their types in force.
    mutating func buildStructure() {
        var feature: Int?
        var rule: Int?
        var scenario: Int?        // the current Background or Scenario
        var examples: Int?
        var last: StepKind = .unknown
        var backgroundLast: [Int?: StepKind] = [:]   // by rule (nil: the feature's)
        for (index, line) in lines.enumerated() {
            switch line.kind {
            case .title(let kind):
                let parent = switch kind {
                case .feature: nil as Int?
                case .rule: feature
                case .background, .scenario, .scenarioOutline: rule ?? feature
                case .examples: scenario
                }
                let new = blocks.count
                blocks.append(Block(kind: kind, line: index, parent: parent, level: parent.map { blocks[$0].level + 1 } ?? 0,
                                    endLine: index))
                switch kind {
                case .feature: (feature, rule, scenario, examples) = (new, nil, nil, nil)
                case .rule: (rule, scenario, examples) = (new, nil, nil)
                case .background: (scenario, examples, last) = (new, nil, .unknown)
                case .scenario, .scenarioOutline:
                    (scenario, examples) = (new, nil)
                    last = backgroundLast[rule] ?? backgroundLast[nil] ?? .unknown
                case .examples: examples = new
                }
            case .step(let written):
                let kind: StepKind = switch written {
                case .context: .context
                case .action: .action
                case .outcome: .outcome
                case .unknown: .unknown
                case .conjunction: last
                }
                if written != .conjunction { last = kind }
                if let scenario, blocks[scenario].kind == .background { backgroundLast[rule] = last }
                stepAtLine[index] = steps.count
                steps.append(Step(line: index, written: written, kind: kind, block: scenario))
            case .tableRow:
                if let examples, examples == blocks.count - 1 { blocks[examples].tableLines.append(index) }
            default:
                break
            }
        }
        findEnds()
    }

    /// A block ends before the next block that is not inside it, less the
    /// blank lines, comments and tags (the next block's) before that one.
    /// A parent is the latest block of its kind, so those inside a block are
    /// the deeper ones right after it.
    private mutating func findEnds() {
        for index in blocks.indices {
            var next = index + 1
            while next < blocks.count, blocks[next].level > blocks[index].level { next += 1 }
            var end = next < blocks.count ? blocks[next].line - 1 : lines.count - 1
            while end > blocks[index].line, [.empty, .comment, .tags].contains(lines[end].kind) { end -= 1 }
            blocks[index].endLine = max(end, blocks[index].line)
        }
    }
}
