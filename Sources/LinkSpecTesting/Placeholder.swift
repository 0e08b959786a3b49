// The LinkSpecTesting target: filled by its issue.
enum LinkSpecTestingPlaceholder {}
