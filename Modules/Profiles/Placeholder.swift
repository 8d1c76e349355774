// Placeholder while the profiles module is written.
