// Placeholder while the ALSA output is being written.
internal import CALSA
