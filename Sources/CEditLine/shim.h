// libedit's readline-compatible API for PlumbShell. Use <editline/readline.h>, never
// <readline/readline.h>: with GNU readline's headers also installed, the latter would compile
// against the wrong library.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <locale.h>
#include <langinfo.h>
#include <editline/readline.h>

// Swift 6 refuses to touch imported mutable C globals, so every global PlumbShell reads or
// writes goes through one of these accessors.

static inline const char *ceditline_library_version(void) { return rl_library_version; }

// `name` must live as long as the process: libedit keeps the pointer.
static inline void ceditline_set_readline_name(const char *name) { rl_readline_name = name; }

static inline void ceditline_set_attempted_completion(rl_completion_func_t *function) {
    rl_attempted_completion_function = function;
}

static inline void ceditline_set_attempted_completion_over(int value) {
    rl_attempted_completion_over = value;
}

static inline void ceditline_set_completion_append_character(int character) {
    rl_completion_append_character = character;
}

// `characters` must live as long as the process. libedit reads the basic set when it looks for
// the start of the word, and the completer set when it has one; keep them the same.
static inline void ceditline_set_word_break_characters(char *characters) {
    rl_basic_word_break_characters = characters;
    rl_completer_word_break_characters = characters;
}

// The whole line being edited, as UTF-8; valid inside a completion callback.
static inline const char *ceditline_line_buffer(void) { return rl_line_buffer; }

static inline int ceditline_history_base(void) { return history_base; }
static inline int ceditline_history_length(void) { return history_length; }

// The size of the terminal on `fd` (TIOCGWINSZ): 0 with the columns and rows filled in, or -1
// when `fd` is not a terminal (ioctl is variadic, so Swift cannot call it directly).
static inline int ceditline_window_size(int fd, int *columns, int *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

// Prints the newline libedit leaves out after ^D or ^C, on the stream it prompts on.
static inline void ceditline_write_newline(void) {
    FILE *out = rl_outstream != NULL ? rl_outstream : stdout;
    fputc('\n', out);
    fflush(out);
}

// Inserts `text` at the cursor and redraws the line in place: back to the start of the line,
// then libedit's full refresh (which draws the prompt and the line from where the cursor is).
// For a unique Tab completion, which libedit's own path would insert with a bell.
static inline void ceditline_insert_and_redraw(const char *text) {
    rl_insert_text(text);
    FILE *out = rl_outstream != NULL ? rl_outstream : stdout;
    fputc('\r', out);
    fflush(out);
    rl_forced_update_display();
}

// 1 when the LC_CTYPE locale encodes text as UTF-8. Without it libedit treats the lead bytes of
// multibyte characters as Meta-key commands.
static inline int ceditline_ctype_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

// MARK: - ^C

// By default libedit restores the terminal on SIGINT and re-raises the signal to the previous
// disposition, which kills the process. PlumbShell installs this handler instead while it
// waits for a line: it only records the signal, and because it is installed without
// SA_RESTART the blocked read fails with EINTR, so readline() returns and the caller asks
// ceditline_take_interrupt() whether that was ^C rather than the end of input.

static volatile sig_atomic_t ceditline_interrupt_flag = 0;

static inline void ceditline_on_sigint(int signal_number) {
    (void)signal_number;
    ceditline_interrupt_flag = 1;
}

// Installs the recording SIGINT handler; the previous action goes to *previous. 0 on success.
static inline int ceditline_install_sigint(struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = ceditline_on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: the read must fail so readline() returns
    return sigaction(SIGINT, &action, previous);
}

static inline int ceditline_restore_sigint(const struct sigaction *previous) {
    return sigaction(SIGINT, previous, NULL);
}

static inline void ceditline_clear_interrupt(void) { ceditline_interrupt_flag = 0; }

// 1 if SIGINT arrived since the last call (or the last clear), and clears the record.
static inline int ceditline_take_interrupt(void) {
    int interrupted = ceditline_interrupt_flag != 0;
    ceditline_interrupt_flag = 0;
    return interrupted;
}
