/**
 * The one place where @xmldom/xmldom is patched, for speed only: importing this module makes the parser reuse the
 * regular expressions it otherwise rebuilds for every end tag. safe-xml.ts imports it, so every parse through
 * parseXmlSafely (and, the patch being on the shared module, every other @xmldom/xmldom 0.9 parse in the process)
 * has it. xml-crypto's own bundled xmldom 0.8 is a different module and is not touched.
 *
 * Why: @xmldom/xmldom 0.9.12 (lib/sax.js, parse loop, case '/') calls `g.reg('^', g.QName_group, g.S_OPT, '$')`
 * (and `g.reg('^', g.QName_group)` / `g.reg('^', args)` in rarer paths) for EVERY end tag; `reg` (lib/grammar.js)
 * joins the sources and compiles a new Unicode RegExp of about 1 KB each time. On a 10 KB AS4 envelope that was the
 * largest single cost of parsing (`reg` ~5.5% of all CPU of a sign/encrypt/decrypt/verify loop, more in V8's RegExp
 * compiler). The expressions built there depend only on their arguments, which are constant grammar expressions and
 * string literals, and have no `g`/`y` flag, so a compiled one can be shared: `exec` does not change its state.
 *
 * How: `grammar.reg` (the module export that sax.js calls through `g.reg` at every use) is replaced by a wrapper
 * that memoises by the identity of RegExp arguments and the value of string arguments. Anything else (a `g`/`y`
 * RegExp, another argument type, a full cache) goes to the original function unchanged. The original `reg` keeps
 * being used inside grammar.js itself (module load only).
 *
 * Guard: if the library changes shape (no `reg` export), this module throws at import instead of silently doing
 * nothing. xmldom-reg-cache.test.ts parses our AS4/SBDH/SMP fixtures and malformed inputs with and without the
 * patch and requires identical serialisations and identical errors; and it checks the cache is really hit.
 *
 *   import './xmldom-reg-cache.ts'              // side effect: installs the cache (idempotent)
 *   setXmldomRegCache(false)                     // tests only: restore the library's function
 */
// @ts-expect-error: the package ships no types for its internal modules
import grammarModule from '@xmldom/xmldom/lib/grammar.js'

type Reg = (this: unknown, ...parts: unknown[]) => RegExp
interface Grammar { reg: Reg }

// The same CommonJS module instance (module.exports) that @xmldom/xmldom's sax.js requires ('./grammar'): Node gives
// an ES import of a CommonJS module its module.exports, and esbuild (scripts/build.js) bundles one copy of the file for
// both. (A createRequire() call would be left to run time by the bundler and reach a second copy.)
const grammar = grammarModule as Grammar
if (typeof grammar.reg !== 'function') {
  throw new Error('@xmldom/xmldom: lib/grammar.js has no reg(); re-check plugins/peppol-as4/xmldsig/xmldom-reg-cache.ts')
}

/** The library's own function (kept to restore it and to compare in tests). */
export const libraryReg: Reg = grammar.reg

const MAX_ENTRIES = 256
const cache = new Map<string, RegExp>()
const regexpIds = new WeakMap<RegExp, number>()
let nextId = 0
let hits = 0

function keyOf (parts: unknown[]): string | undefined {
  let key = ''
  for (const p of parts) {
    if (typeof p === 'string') {
      key += `s${p.length}:${p}`
    } else if (p instanceof RegExp) {
      if (p.global || p.sticky) return undefined
      let id = regexpIds.get(p)
      if (id === undefined) { id = nextId++; regexpIds.set(p, id) }
      key += `r${id};`
    } else {
      return undefined
    }
  }
  return key
}

const cachedReg: Reg = function (this: unknown, ...parts: unknown[]): RegExp {
  const key = keyOf(parts)
  if (key === undefined) return libraryReg.apply(this, parts)
  const hit = cache.get(key)
  if (hit !== undefined) { hits++; return hit }
  const made = libraryReg.apply(this, parts) // throws exactly as the library does
  if (cache.size < MAX_ENTRIES) cache.set(key, made)
  return made
}

/** Installs (true, the default at import) or removes (false) the cache. */
export function setXmldomRegCache (enabled: boolean): void {
  grammar.reg = enabled ? cachedReg : libraryReg
  if (!enabled) cache.clear()
}

/** Whether the cache is installed, its size and its hits since start (for tests and diagnostics). */
export function xmldomRegCacheState (): { installed: boolean, entries: number, hits: number } {
  return { installed: grammar.reg === cachedReg, entries: cache.size, hits }
}

setXmldomRegCache(true)
