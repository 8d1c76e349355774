// Placeholder while the benchmark is written.
print("audio-bench: not written yet")
