// libedit's readline-compatible API for PlumbShell. Use <editline/readline.h>, never
// <readline/readline.h>: with GNU readline's headers also installed, the latter would compile
// against the wrong library.
#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>
