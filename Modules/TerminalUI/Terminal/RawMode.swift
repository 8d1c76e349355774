import Foundation

/// The terminal settings of a full-screen session.
enum RawMode {
    /// Raw input from the saved settings: no line editing or echo, no signals from Ctrl-C,
    /// Ctrl-Z or Ctrl-\ (they arrive as keys, so the program decides and always restores),
    /// no flow control (Ctrl-S, Ctrl-Q are keys), no CR-to-LF translation (Enter is CR).
    ///
    /// Output processing (OPOST) stays on, so a stray "\n" from anything printing during the
    /// session still starts a new line at its left edge.
    static func settings(from saved: termios) -> termios {
        var raw = saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }
}
