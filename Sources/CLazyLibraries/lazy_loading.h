// What the lazily loaded libraries share: opening one of a library's file names once, and
// finding its symbols.
#pragma once

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

/// A symbol to find, and where to store its address.
typedef struct {
  const char *name;
  void **slot;
} lazy_symbol;

/// A library loaded on first use: its file names (most specific first, NULL-terminated), the
/// Debian package that installs it, its symbols (ending with a NULL name), and what to call
/// once they are found, if anything.
typedef struct {
  const char *const *names;
  const char *package;
  const lazy_symbol *symbols;
  void (*prepare)(void);
  pthread_once_t once;
  bool ready;
  char failure[512];
} lazy_library;

/// Loads the library the first time it is asked for (on any thread); NULL when it is ready,
/// else why it could not be loaded.
const char *lazy_load(lazy_library *library);
