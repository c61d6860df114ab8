#include "lazy_loading.h"

#include <dlfcn.h>
#include <stdio.h>

// pthread_once takes no argument, so the library being loaded is passed through a
// thread-local: each library's once-routine runs on the thread that asked for it.
static _Thread_local lazy_library *loading;

static void *open_first(lazy_library *library) {
  char first_error[256] = "no file name to load";
  for (size_t index = 0; library->names[index] != NULL; index++) {
    void *handle = dlopen(library->names[index], RTLD_NOW | RTLD_LOCAL);
    if (handle != NULL) return handle;
    const char *error = dlerror();
    if (index == 0 && error != NULL) snprintf(first_error, sizeof first_error, "%s", error);
  }
  snprintf(
    library->failure, sizeof library->failure, "%s (install Debian's %s)", first_error,
    library->package);
  return NULL;
}

static void load_once(void) {
  lazy_library *library = loading;
  void *handle = open_first(library);
  if (handle == NULL) return;
  for (const lazy_symbol *symbol = library->symbols; symbol->name != NULL; symbol++) {
    *symbol->slot = dlsym(handle, symbol->name);
    if (*symbol->slot == NULL) {
      snprintf(
        library->failure, sizeof library->failure, "%s has no symbol %s", library->names[0],
        symbol->name);
      return;
    }
  }
  if (library->prepare != NULL) library->prepare();
  library->ready = true;
}

const char *lazy_load(lazy_library *library) {
  loading = library;
  pthread_once(&library->once, load_once);
  return library->ready ? NULL : library->failure;
}
