/// The version printed by `linkspec --version` and written into reports' `meta`.
package enum LinkSpecVersion {
    package static let current = "0.1.0"
}
