/*
 * Node-API addon with one function, trim(): glibc's malloc_trim(0), which returns the free memory of every malloc
 * arena to the operating system (core/blobs/malloc-trim.ts says why Wharf needs it). Built at install time by
 * scripts/build-native.js with the system C compiler; where that is impossible (no compiler, not glibc) Wharf runs
 * without it.
 *
 * trim() returns true when memory was released, false when there was nothing to release.
 */
#include <malloc.h>
#include <node_api.h>

static napi_value Trim (napi_env env, napi_callback_info info) {
  (void)info;
  napi_value result;
  napi_get_boolean(env, malloc_trim(0) != 0, &result);
  return result;
}

NAPI_MODULE_INIT () {
  napi_value fn;
  if (napi_create_function(env, "trim", NAPI_AUTO_LENGTH, Trim, NULL, &fn) != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "trim", fn) != napi_ok) return NULL;
  return exports;
}
