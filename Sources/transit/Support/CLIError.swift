/// A failure while running a command (an unreadable or malformed input, an unwritable output):
/// printed as one line, `Error: …`, with a non-zero exit status.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
