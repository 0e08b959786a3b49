// The Expressions target: filled by its issue.
enum ExpressionsPlaceholder {}
