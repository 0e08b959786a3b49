// The LinkSpecRunner target: filled by its issue.
enum LinkSpecRunnerPlaceholder {}
