import AppFiles
import AppSimulation
import LinkSpecRunner
import LinkSpecSteps

/// The links completion offers inside a link's quotes: for each route, a
/// sample link that reaches it, as the step writes a link of its form (after
/// the scheme, a whole URL, or in-app), inserted with its parameters as
/// snippet placeholders (`somescreen/${1:id}`). Only links that reach the
/// route are offered: a route's https link on each of its hosts (`hosts`, else
/// the app's first universal-link domain) when it claims universal links at
/// all, the custom-scheme link otherwise; each sample, its parameters filled
/// with a value of their type, is checked the way the editor checks a link
/// (`AppKnowledge.fate`), so a link the OS or an AASA keeps from the app is
/// not offered either.
struct LinkCompletion {
    struct Sample: Equatable {
        /// The link with its parameters named: `https://babylon.example/somescreen/{id}`.
        var label: String
        /// The link as a snippet: `https://babylon.example/somescreen/${1:id}`.
        var snippet: String
        /// The link with a value in each parameter, which must reach the route.
        var concrete: String
        var route: String
    }

    static func samples(_ app: AppKnowledge, form: AppParameterRole.LinkForm) -> [Sample] {
        var samples: [Sample] = []
        for (index, route) in app.map.routes.enumerated() {
            var candidates: [(prefix: String, pattern: String)] = []
            switch form {
            case .afterScheme, .inApp, .notification:
                candidates.append(("", route.pattern))
            case .url, .universalLink, .packageIntent:
                if form != .universalLink, let scheme = app.map.deepLinkScheme { candidates.append(("\(scheme)://", route.pattern)) }
                if let pattern = route.universalPattern {
                    // An Android-only map's web hosts are its manifest's.
                    let hosts = route.hosts.isEmpty ? Array(app.map.webLinkDomains.prefix(1)) : route.hosts
                    candidates += hosts.map { ("https://\(AppMap.exampleHost(of: $0))/", pattern) }
                }
            }
            for (prefix, source) in candidates {
                guard let sample = sample(of: source, prefix: prefix, route: route.name), !samples.contains(sample),
                      case .routed(let reached, _) = app.fate(of: sample.concrete, form: form, on: form == .packageIntent ? .android : .iOS),
                      reached == index else { continue }
                samples.append(sample)
            }
        }
        return samples
    }

    /// The sample of one pattern after `prefix`; nil for a pattern that does not parse.
    static func sample(of source: String, prefix: String, route: String) -> Sample? {
        guard let pattern = try? RoutePattern(source) else { return nil }
        var label = prefix, snippet = PhraseOutline.escaped(prefix), concrete = prefix
        var placeholder = 0
        func parameter(_ parameter: RoutePattern.Parameter) {
            placeholder += 1
            label += "{\(parameter.name)}"
            snippet += "${\(placeholder):\(PhraseOutline.escaped(parameter.name))}"
            // A value of the parameter's type, as `linkspec check` tries them, to check where the sample leads.
            concrete += LinkSamples.values(for: parameter.type).last ?? ""
        }
        for (position, segment) in pattern.segments.enumerated() {
            if position > 0 {
                label += "/"; snippet += "/"; concrete += "/"
            }
            switch segment {
            case .literal(let text):
                label += text; snippet += PhraseOutline.escaped(text); concrete += text
            case .parameter(let value):
                parameter(value)
            }
        }
        // The query items a link must carry as written (`page=QUEUE`), then those with a value to fill in.
        var separator = "?"
        for item in pattern.queryLiterals {
            let text = "\(separator)\(item.key)=\(item.value)"
            label += text; snippet += PhraseOutline.escaped(text); concrete += text
            separator = "&"
        }
        for item in pattern.query {
            label += "\(separator)\(item.key)="; snippet += "\(separator)\(PhraseOutline.escaped(item.key))="; concrete += "\(separator)\(item.key)="
            parameter(item.parameter)
            separator = "&"
        }
        return Sample(label: label, snippet: snippet, concrete: concrete, route: route)
    }
}
