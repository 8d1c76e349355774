// Placeholder while the test support is written.
