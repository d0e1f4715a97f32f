// A read-only shared mapping of the start of a file, as an ArrayBuffer: reading SQLite's wal-index
// header through it costs a memory load, where pread costs a system call per request.
#define NAPI_VERSION 8
#include <node_api.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static void unmap(napi_env env, void *data, void *hint) {
  (void)env;
  munmap(data, (size_t)(uintptr_t)hint);
}

// mapFile(path, length): an ArrayBuffer over the file's first `length` bytes, or null when the file
// is missing or shorter (a mapping past the end of a file faults when read).
static napi_value map_file(napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value argv[2], result;
  char path[4096];
  size_t path_len;
  int64_t length;
  napi_get_null(env, &result);
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 2) return result;
  if (napi_get_value_string_utf8(env, argv[0], path, sizeof path, &path_len) != napi_ok || path_len >= sizeof path - 1) return result;
  if (napi_get_value_int64(env, argv[1], &length) != napi_ok || length <= 0) return result;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return result;
  struct stat st;
  void *data = MAP_FAILED;
  if (fstat(fd, &st) == 0 && st.st_size >= length) data = mmap(NULL, (size_t)length, PROT_READ, MAP_SHARED, fd, 0);
  close(fd);
  if (data == MAP_FAILED) return result;
  if (napi_create_external_arraybuffer(env, data, (size_t)length, unmap, (void *)(uintptr_t)length, &result) != napi_ok) {
    munmap(data, (size_t)length);
    napi_get_null(env, &result);
  }
  return result;
}

// detach(buffer): no read through it is possible afterwards (the file may then shrink safely).
static napi_value detach(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) == napi_ok && argc == 1) napi_detach_arraybuffer(env, argv[0]);
  return NULL;
}

static napi_value init(napi_env env, napi_value exports) {
  napi_property_descriptor props[] = {
    { "mapFile", NULL, map_file, NULL, NULL, NULL, napi_default, NULL },
    { "detach", NULL, detach, NULL, NULL, NULL, napi_default, NULL },
  };
  napi_define_properties(env, exports, 2, props);
  return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)
