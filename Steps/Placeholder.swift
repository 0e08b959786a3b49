// The standard deep-link step library: filled by its issue.
enum StepsPlaceholder {}
