// The deep-link security fuzzer: filled by its issue.
enum LinkFuzzingPlaceholder {}
