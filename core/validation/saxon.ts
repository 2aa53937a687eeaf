/**
 * Loads SaxonJS (saxon-js, one 2.3 MB CommonJS file) the way Node's own loader would, with two changes that cut the
 * first validation of every thread (issue 17: the first validation after start under 1 s):
 *
 * - A V8 code cache. Compiling the file took ~200 ms of each thread's start on the 2-core test machine, ~70 ms with
 *   the cache. The cache is written once, after the thread's first transform (so that it holds the functions that
 *   transform compiled too), beside the compiled rule sets (rule-sets.ts cacheDir), named by the SaxonJS version,
 *   V8's version and the architecture; V8 rejects a cache made by other flags, and then the file is written again.
 *   Any V8 flag counts (`npm start` runs with --max-semi-space-size=4, the CLI and the tests without), so a machine
 *   that alternates between them rewrites the file at each switch and that start pays the compile as before; a
 *   worker thread cannot see its process's V8 flags to name the file by them. Writing is best effort (a read-only
 *   install runs without it) and atomic (a temporary file, then rename).
 * - axios on first use only. SaxonJS requires it at load (~110 ms) for one thing: fetching http(s) resources in its
 *   asynchronous resource API, which validation never calls (the rules read only the document).
 *
 * The result is the same module object `require('saxon-js')` gives.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { Module, createRequire } from 'node:module'
import { cacheDir } from './rule-sets.ts'

const requireHere = createRequire(import.meta.url)

/** What became of the code cache in this thread: read and accepted, not there yet, or rejected by V8. */
export type CodeCacheState = 'used' | 'missing' | 'rejected'

export interface LoadedSaxon<T> {
  api: T
  codeCache: CodeCacheState
  /** Writes the code cache when this thread could not use one (call it after the first transform). */
  saveCodeCache: () => void
}

export function saxonCodeCacheFile (dir: string = cacheDir()): string {
  const { version } = requireHere('saxon-js/package.json') as { version: string }
  return path.join(dir, `saxon-js-${version}-v8-${process.versions.v8}-${process.arch}.code-cache`)
}

export function loadSaxon<T> (o: { dir?: string } = {}): LoadedSaxon<T> {
  const file = requireHere.resolve('saxon-js')
  const cacheFile = saxonCodeCacheFile(o.dir)
  let cached: Buffer | undefined
  try { cached = fs.readFileSync(cacheFile) } catch { cached = undefined }
  const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file, ...(cached !== undefined ? { cachedData: cached } : {}) })
  const codeCache: CodeCacheState = cached === undefined ? 'missing' : script.cachedDataRejected === true ? 'rejected' : 'used'
  const requireThere = createRequire(file)
  let axios: Record<string | symbol, unknown> | undefined
  const lazyAxios = new Proxy({}, { get: (_target, key) => (axios ??= requireThere('axios') as Record<string | symbol, unknown>)[key] })
  const load = (id: string): unknown => id === 'axios' ? lazyAxios : requireThere(id)
  const mod = { exports: {} as unknown, id: file, filename: file, loaded: false }
  const wrapper = script.runInThisContext() as (exports: unknown, require: unknown, module: unknown, filename: string, dirname: string) => void
  wrapper.call(mod.exports, mod.exports, Object.assign(load, { resolve: requireThere.resolve, cache: requireThere.cache }), mod, file, path.dirname(file))
  mod.loaded = true
  let pending = codeCache !== 'used'
  return {
    api: mod.exports as T,
    codeCache,
    saveCodeCache: () => {
      if (!pending) return
      pending = false
      const tmp = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      try {
        fs.mkdirSync(path.dirname(cacheFile), { recursive: true })
        fs.writeFileSync(tmp, script.createCachedData())
        fs.renameSync(tmp, cacheFile)
      } catch {
        try { fs.rmSync(tmp, { force: true }) } catch { /* nothing to remove */ }
      }
    }
  }
}
