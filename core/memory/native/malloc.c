/*
 * Node-API addon for glibc's malloc (core/memory/malloc.ts says why Wharf needs it). Built at install time by
 * scripts/build-native.js with the system C compiler; where that is impossible (no compiler, not glibc) Wharf runs
 * without it.
 *
 * trim()               malloc_trim(0): returns the free memory of every arena to the operating system; true when
 *                      memory was released, false when there was nothing to release.
 * setThresholds(m, t)  mallopt(M_MMAP_THRESHOLD, m) and mallopt(M_TRIM_THRESHOLD, t): allocations of m bytes or
 *                      more get their own mapping, returned to the operating system when freed, and glibc stops
 *                      raising either threshold on its own; free memory at the top of an arena beyond t bytes goes
 *                      back at once. The trim threshold is set only when glibc took the mmap threshold (it refuses
 *                      more than 32 MiB on 64-bit systems). True when glibc took both values.
 */
#include <malloc.h>
#include <node_api.h>

static napi_value Trim (napi_env env, napi_callback_info info) {
  (void)info;
  napi_value result = NULL;
  if (napi_get_boolean(env, malloc_trim(0) != 0, &result) != napi_ok) return NULL;
  return result;
}

/* The byte count argument i, between 1 and 1 GiB, or -1 (with a RangeError thrown). */
static int64_t ByteCount (napi_env env, size_t argc, napi_value *argv, size_t i) {
  int64_t bytes = -1;
  if (i >= argc || napi_get_value_int64(env, argv[i], &bytes) != napi_ok || bytes <= 0 || bytes > (int64_t)1 << 30) {
    napi_throw_range_error(env, NULL, "setThresholds needs two byte counts between 1 and 1 GiB");
    return -1;
  }
  return bytes;
}

static napi_value SetThresholds (napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value argv[2];
  napi_value result = NULL;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok) return NULL;
  int64_t mmap = ByteCount(env, argc, argv, 0);
  if (mmap < 0) return NULL;
  int64_t trim = ByteCount(env, argc, argv, 1);
  if (trim < 0) return NULL;
  int ok = mallopt(M_MMAP_THRESHOLD, (int)mmap) == 1 && mallopt(M_TRIM_THRESHOLD, (int)trim) == 1;
  if (napi_get_boolean(env, ok, &result) != napi_ok) return NULL;
  return result;
}

static int Export (napi_env env, napi_value exports, const char *name, napi_callback cb) {
  napi_value fn;
  return napi_create_function(env, name, NAPI_AUTO_LENGTH, cb, NULL, &fn) == napi_ok &&
         napi_set_named_property(env, exports, name, fn) == napi_ok;
}

NAPI_MODULE_INIT () {
  if (!Export(env, exports, "trim", Trim) || !Export(env, exports, "setThresholds", SetThresholds)) return NULL;
  return exports;
}
