import Foundation
import PlumbScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a session's output: plain text and warnings to standard output, errors to standard
/// error, in colour only on a terminal and never with `NO_COLOR`.
///
/// Each block is written whole with `write(2)`, so standard output and standard error stay in
/// order when both go to the same place, and nothing is buffered when the shell waits for the
/// next line.
///
/// ```swift
/// let printer = ShellPrinter()
/// printer.write(session.execute("frames"))
/// ```
public struct ShellPrinter: Sendable {
    /// Where plain output, warnings and echoed entries go.
    public var outputDescriptor: Int32
    /// Where errors go.
    public var errorDescriptor: Int32
    /// Warnings go to standard error too (`plumb run --json`, where standard output holds
    /// only JSON).
    public var warningsToError: Bool
    /// A page (help) taller than the terminal goes through `$PAGER` (`less -FRX` when unset),
    /// as git and man do; only for an interactive shell whose output is a terminal.
    public var pagesLongOutput = false

    /// Creates a printer; standard output and standard error by default.
    public init(
        outputDescriptor: Int32 = STDOUT_FILENO, errorDescriptor: Int32 = STDERR_FILENO,
        warningsToError: Bool = false
    ) {
        self.outputDescriptor = outputDescriptor
        self.errorDescriptor = errorDescriptor
        self.warningsToError = warningsToError
    }

    /// Writes every block of `output`.
    public func write(_ output: SessionOutput) {
        for block in output.blocks { write(block) }
    }

    /// Writes one block and a newline.
    public func write(_ block: SessionOutput.Block) {
        switch block.style {
        case .plain, .echo:
            emit(block.text + "\n", to: outputDescriptor)
        case .page:
            if !(pagesLongOutput && page(block.text)) {
                emit(block.text + "\n", to: outputDescriptor)
            }
        case .warning:
            let descriptor = warningsToError ? errorDescriptor : outputDescriptor
            emit(paint(block.text, .yellow, descriptor) + "\n", to: descriptor)
        case .error:
            emit(paint(block.text, .red, errorDescriptor) + "\n", to: errorDescriptor)
        }
    }

    /// Shows `text` through the pager when it is taller than the terminal; false when it was
    /// not shown (not a terminal, short enough, or no pager could run), to be printed instead.
    private func page(_ text: String) -> Bool {
        guard isatty(outputDescriptor) == 1, let size = Terminal.windowSize(),
            text.split(separator: "\n", omittingEmptySubsequences: false).count >= size.rows
        else { return false }
        let environment = ProcessInfo.processInfo.environment
        let pager = environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less -FRX"
        guard let pipe = popen(pager, "w") else { return false }
        fputs(text + "\n", pipe)
        let status = pclose(pipe)
        // 127: the shell could not find the pager; print the page instead.
        return status != -1 && (status >> 8) & 0xFF != 127
    }

    /// Writes a prompt, without a newline.
    public func writePrompt(_ prompt: String) {
        emit(prompt, to: outputDescriptor)
    }

    /// The first line of `text` in `style` when `descriptor` is a terminal that wants colour.
    private func paint(_ text: String, _ style: Terminal.Style, _ descriptor: Int32) -> String {
        guard Terminal.useColor(fileDescriptor: descriptor) else { return text }
        guard let newline = text.firstIndex(of: "\n") else {
            return Terminal.paint(text, style, enabled: true)
        }
        return Terminal.paint(String(text[..<newline]), style, enabled: true) + text[newline...]
    }

    /// Writes all of `text`, retrying after interruptions; a closed descriptor is ignored.
    private func emit(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            written += count
        }
    }
}

/// `write(2)`, out of reach of ``ShellPrinter``'s own `write` methods.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
