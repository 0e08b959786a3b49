import CucumberMessages

/// The frame of the page: the head, the hooks and attachments of the whole
/// run, and the end of the page.
extension HTMLFormatter {
    var title: String { app?.name ?? "Test run" }

    func writeHead(query: MessageQuery, into html: inout HTMLBytes) {
        html.raw("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        html.raw("<meta http-equiv=\"Content-Security-Policy\"")
        html.attribute("content", HTMLPageAssets.contentSecurityPolicy)
        html.text("\(title): \(verdict(query: query).text)",
                  between: ">\n<meta name=\"generator\" content=\"linkspec\">\n<title>", and: "</title>\n<style>")
        html.rawText(HTMLPageAssets.style)
        html.raw("</style>\n</head>\n<body>\n<a class=\"skip\" href=\"#features\">Skip to the scenarios</a>\n")
    }

    /// Hooks of the whole run that did not pass or attached something, and
    /// what was attached to the run itself.
    func writeRunHooks(query: MessageQuery, into html: inout HTMLBytes) {
        let shown = runAttachments.filter(HTMLAttachments.isShown)
        let hooks = runHooks.filter { hook in
            hook.result?.status != .passed || shown.contains { $0.attachedIn.testRunHookStartedId == hook.startedId }
        }
        let ofRun = shown.filter { $0.attachedIn.testRunHookStartedId == nil }
        guard !hooks.isEmpty || !ofRun.isEmpty else { return }
        html.raw("<section id=\"run-hooks\" aria-labelledby=\"run-hooks-h\"><h2 id=\"run-hooks-h\">The whole run: hooks and attachments</h2>\n<ol class=\"steps\">")
        for hook in hooks {
            let attachments = shown.filter { $0.attachedIn.testRunHookStartedId == hook.startedId }
            writeHookStep(hook.hookId, result: hook.result, before: true, attachments: attachments, query: query, into: &html)
        }
        html.raw("</ol>\n")
        for item in ofRun { HTMLAttachments.render(item, into: &html) }
        html.raw("</section>\n")
    }

    func writeFoot(query: MessageQuery, into html: inout HTMLBytes) {
        html.raw("</main>\n<footer><p>Built by linkspec from the run's Cucumber Messages")
        if let version = query.meta?.protocolVersion {
            html.text(version, between: " (protocol ", and: ")")
        }
        html.raw(". Everything is in this file: it loads nothing.</p></footer>\n<script>")
        html.rawText(HTMLPageAssets.script)
        html.raw("</script>\n</body>\n</html>\n")
    }
}
