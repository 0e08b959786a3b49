import Foundation

/// The feature and rule sections around the scenarios: their names, counts,
/// tags and descriptions.
extension HTMLFormatter {
    /// The scenarios from the spool, each feature and rule opened before its first scenario.
    func writeFeatures() throws {
        try output.write("<section id=\"features\" aria-labelledby=\"features-h\"><h2 id=\"features-h\">Features and scenarios</h2>\n")
        var current: (feature: Int, rule: Int?)?
        try spool.drain(into: output) { [self] key in
            let section = Self.section(ofSortKey: key)
            guard current?.feature != section.feature || current?.rule != section.rule else { return }
            var html = HTMLBytes()
            if current?.rule != nil { html.raw("</section>\n") }
            if current?.feature != section.feature {
                if current != nil { html.raw("</section>\n") }
                writeFeatureOpening(section.feature, into: &html)
            }
            if let rule = section.rule { writeRuleOpening(rule, of: section.feature, into: &html) }
            current = section
            try output.write(bytes: html.bytes)
        }
        var html = HTMLBytes()
        if current == nil { html.raw("<p>No scenarios.</p>\n") }
        if current?.rule != nil { html.raw("</section>\n") }
        if current != nil { html.raw("</section>\n") }
        html.raw("</section>\n")
        try output.write(bytes: html.bytes)
    }

    private func writeFeatureOpening(_ position: Int, into html: inout HTMLBytes) {
        let entry = features[position]
        let name = entry.feature?.name ?? ""
        let tags = entry.feature?.tags.map(\.name) ?? []
        openSection("feature", id: "f\(position)", heading: "h3", into: &html)
        html.text(entry.feature?.keyword ?? "Feature", between: "<span class=\"kw\">", and: ":</span> <span class=\"name\">")
        html.text(name.isEmpty ? "(no name)" : name)
        html.text(entry.uri, between: "</span></h3>\n<p><span class=\"where\">", and: "</span> · ")
        writeCounts(entry.counts, notRun: entry.notRun, noun: ("scenario", "scenarios"), into: &html)
        if !tags.isEmpty {
            html.text(tags.joined(separator: " "), between: " · <span class=\"tags\">Tags: ", and: "</span>")
        }
        html.raw("</p>\n")
        writeDescription(entry.feature?.description ?? "", into: &html)
    }

    private func writeRuleOpening(_ rule: Int, of feature: Int, into html: inout HTMLBytes) {
        let entry = features[feature].rules[rule]
        openSection("rule", id: "f\(feature)r\(rule)", heading: "h4", into: &html)
        html.text(entry.keyword, between: "<span class=\"kw\">", and: ":</span> ")
        html.text(entry.name.isEmpty ? "(no name)" : entry.name)
        html.raw("</h4>\n")
        writeDescription(entry.description, into: &html)
    }

    /// `<section class="feature" id="f3" aria-labelledby="f3h"><h3 id="f3h">`: the
    /// section is named by its heading, for screen readers' lists of regions.
    private func openSection(_ kind: String, id: String, heading: String, into html: inout HTMLBytes) {
        html.rawText("<section class=\"\(kind)\" id=\"\(id)\" aria-labelledby=\"\(id)h\"><\(heading) id=\"\(id)h\">")
    }

    private func writeDescription(_ description: String, into html: inout HTMLBytes) {
        let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        let text = lines.map { $0.dropFirst(indent) }.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        html.text(text, between: "<p class=\"desc\">", and: "</p>\n")
    }
}
