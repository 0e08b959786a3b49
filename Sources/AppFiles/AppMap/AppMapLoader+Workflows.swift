import AppSimulation
import LinkSpecJSON

/// Workflows: named sequences of steps that a route's `workflow` action runs.
extension AppMapLoader {
    mutating func workflow(_ node: JSONValue, _ path: String) -> Workflow? {
        guard let fields = object(node, path, allowed: ["name", "steps"]) else { return nil }
        let name = required(fields["name"], "\(path).name")
        if fields["steps"] == nil { collector.add("\(path).steps", "missing") }
        let steps: [Workflow.Step] = (array(fields["steps"], "\(path).steps") ?? []).enumerated().compactMap { i, node in
            step(node, "\(path).steps[\(i)]")
        }
        guard let name else { return nil }
        return Workflow(name, steps: steps)
    }

    mutating func step(_ node: JSONValue, _ path: String) -> Workflow.Step? {
        if case .string("waitForLogin") = node.content { return .waitForLogin }
        let kinds = ["waitForLogin", "selectTab", "push", "present", "pushScreenNamedBy"]
        guard let fields = object(node, path, allowed: Set(kinds + ["tab", "screens"])) else { return nil }
        let present = kinds.filter { fields[$0] != nil }
        guard present.count == 1, let kind = present.first else {
            collector.add(path, "a workflow step is one of \(kinds.joined(separator: ", "))")
            return nil
        }
        let tab = string(fields["tab"], "\(path).tab")
        if kind == "waitForLogin" { return .waitForLogin }
        guard let target = string(fields[kind], "\(path).\(kind)") else { return nil }
        switch kind {
        case "selectTab": return .selectTab(target)
        case "push": return .push(target, onTab: tab)
        case "present": return .present(target)
        default:
            var screens: [String: String] = [:]
            if let choices = object(fields["screens"], "\(path).screens", allowed: []) {
                for key in choices.keys.sorted() {
                    if let screen = string(choices[key], "\(path).screens.\(key)") { screens[key] = screen }
                }
            } else if fields["screens"] == nil {
                collector.add("\(path).screens", "missing: an object from parameter value to screen name")
            }
            return .pushScreenNamedBy(parameter: target, screens: screens, onTab: tab)
        }
    }
}
