/// The version printed by `linkspec --version` and written into reports' `meta`.
public enum LinkSpecVersion {
    public static let current = "0.1.0"
}
