// The ALSA library, plus the one thing Swift cannot write itself: a C variadic function.
#include <alsa/asoundlib.h>
#include <stdarg.h>
#include <stdio.h>

// The last message ALSA's library reported on this thread, formatted, instead of on stderr.
// A static inside a function rather than at file scope: Swift emits the header's inline functions
// into its own object files but not the file-scope statics they use, which then fail to link.
// Each object file that calls these functions gets its own copy, so call them from one file.
static inline char *trainers_alsa_message(void) {
    static _Thread_local char message[512];
    return message;
}

static void trainers_alsa_error_handler(const char *file, int line, const char *function, int err,
                                        const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err;
    va_list args;
    va_start(args, fmt);
    vsnprintf(trainers_alsa_message(), 512, fmt, args);
    va_end(args);
}

// Routes ALSA's diagnostics into trainers_alsa_message; call before the first ALSA call.
static inline void trainers_alsa_capture_errors(void) {
    snd_lib_error_set_handler(trainers_alsa_error_handler);
}

// Returns the message captured on this thread since the last call, then forgets it ("" if none).
static inline const char *trainers_alsa_take_message(void) {
    static _Thread_local char taken[512];
    snprintf(taken, sizeof taken, "%s", trainers_alsa_message());
    trainers_alsa_message()[0] = '\0';
    return taken;
}
