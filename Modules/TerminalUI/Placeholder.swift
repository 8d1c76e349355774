// Placeholder while the terminal module is written.
