import AppSimulation
import LinkSpecJSON
import PlatformLinkRules

extension SiteAssociation.Reader {
    /// The services besides `applinks` (`webcredentials`, `activitycontinuation`,
    /// `appclips`), each an object whose `apps` lists app IDs. Problems are
    /// recorded as for `applinks`, and what is wrong is left out.
    mutating func otherServices(_ services: [(key: String, node: JSONValue)]) -> [AssociatedService: ServiceApps] {
        var found: [AssociatedService: ServiceApps] = [:]
        for (key, node) in services {
            guard let service = AssociatedService(rawValue: key) else { continue }
            let path = "$.\(key)"
            var section = ServiceApps(location: location(node))
            if let members = object(node, path, allowed: ["apps"], what: key) {
                if let list = members.first(where: { $0.key == "apps" })?.node {
                    if let elements = list.array {
                        for (i, element) in elements.enumerated() {
                            guard let appID = appID(element, "\(path).apps[\(i)]", wrongType: "expected a string") else { continue }
                            section.apps.append(appID)
                        }
                    } else {
                        problem(list, "\(path).apps", "apps is an array of app IDs, found \(list.kindName)")
                    }
                } else {
                    problem(node, path, "no 'apps': the \(key) service lists no app")
                }
            }
            found[service] = section
        }
        return found
    }
}
