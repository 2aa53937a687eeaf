#!/usr/bin/env node
// `npm run build` (also run by `npm install` and, when sources changed, by `npm start`): bundles core/main.ts (the
// server) and scripts/cli/main.ts (the `wharf` CLI) with esbuild into node_modules/.cache/wharf/dist/{main,cli}.mjs. Loading one bundled file starts about twice as fast as
// loading the TypeScript sources through tsx (see README, "Start-up time"). Packages that find files next to
// themselves at run time (PGlite's WASM, knex's dialects, swagger-ui's assets, pino) and native addons (ssh2) stay
// external.
// It also compiles each plugin folder's TypeScript entries (wharf-plugin.json entry.worker and entry.routes, and the
// thread modules in THREAD_MODULES) into dist/plugins/<name>/*.mjs, which a bundled process loads instead of the
// sources (core/plugins/compiled.ts), so that no thread of `npm start` loads tsx. A plugin that fails to compile is
// reported and loads from its sources.
// minifyWhitespace drops comments and indentation, identifiers stay (stack traces keep function names; the linked
// source map gives source lines). V8 keeps every loaded script's text in the heap, as two bytes per character once one
// character is beyond Latin-1, and comments of bundled packages had such characters ('’'): main.mjs 4.4 MB of text
// (8.3 MiB in the heap) became 3.0 MB of one-byte text. Measured: idle RSS -2 to -5 MiB, and after the first AS4
// round trip (plugin and receiver threads loaded) A 242-243 against 250-253 MiB.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const bundleFile = path.join(root, 'node_modules', '.cache', 'wharf', 'dist', 'main.mjs')
export const cliBundleFile = path.join(path.dirname(bundleFile), 'cli.mjs')
const SOURCE_DIRS = ['core', 'plugins', 'transforms', path.join('scripts', 'cli')]
const PLUGIN_FOLDERS = ['plugins', 'transforms']
/** Modules a plugin runs on threads of its own, compiled beside its entries. */
const THREAD_MODULES = { 'peppol-as4': ['receiver-task.ts'] }
export const EXTERNAL = ['@electric-sql/pglite', 'knex', 'knex-pglite', 'pg', 'pg-native', 'pino', '@fastify/swagger-ui', 'piscina', 'esbuild', 'ssh2', 'ssh2-sftp-client', 'cpu-features']
export const BANNER = { js: "import { createRequire as __wharfRequire } from 'node:module'; const require = __wharfRequire(import.meta.url);" }

function newestSource () {
  let newest = fs.statSync(path.join(root, 'package.json')).mtimeMs
  const walk = dir => {
    if (!fs.existsSync(dir)) return
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name)
      if (e.isDirectory()) { if (e.name !== 'node_modules') walk(full) } else newest = Math.max(newest, fs.statSync(full).mtimeMs)
    }
  }
  for (const d of SOURCE_DIRS) walk(path.join(root, d))
  return newest
}

export function bundleIsFresh (file = bundleFile) {
  try { return fs.statSync(file).mtimeMs >= newestSource() } catch { return false }
}

export async function buildBundle () {
  const { build } = await import('esbuild')
  // Built in a scratch folder under the same name (the map reference names the file), then moved into place.
  const scratch = path.join(path.dirname(bundleFile), `.build-${process.pid}`)
  const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', minifyWhitespace: true, outExtension: { '.js': '.mjs' }, external: EXTERNAL, banner: BANNER, logLevel: 'silent' }
  try {
    await build({
      ...common,
      entryPoints: { main: path.join(root, 'core', 'main.ts'), cli: path.join(root, 'scripts', 'cli', 'main.ts') },
      outdir: scratch,
      // A linked map: read only when source maps are enabled (NODE_OPTIONS=--enable-source-maps), so start-up does
      // not pay for parsing a multi-megabyte inline map.
      sourcemap: 'linked',
      logLevel: 'warning'
    })
    const failed = await buildPlugins(build, common, path.join(scratch, 'plugins-out'))
    for (const f of failed) console.warn(`wharf: ${f.dir} not compiled, it loads from its sources: ${f.message}`)
    // The plugins first, the CLI next: a fresh main.mjs is what marks the set as fresh. Each compiled entry replaces
    // its old copy by a rename (a running server starting a plugin thread meanwhile finds one or the other, never
    // none); entries that no longer compile are removed afterwards.
    for (const folder of PLUGIN_FOLDERS) replaceTree(path.join(scratch, 'plugins-out', folder), path.join(path.dirname(bundleFile), folder))
    for (const [name, target] of [['cli.mjs', cliBundleFile], ['main.mjs', bundleFile]]) {
      fs.renameSync(path.join(scratch, `${name}.map`), `${target}.map`)
      fs.renameSync(path.join(scratch, name), target)
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  return bundleFile
}

/** Moves every file of `from` to the same place under `to` (rename over the old file), then removes the files of
 * `to` that `from` did not have. */
function replaceTree (from, to) {
  const kept = new Set()
  const move = (dir, rel) => {
    if (!fs.existsSync(dir)) return
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = path.join(rel, e.name)
      if (e.isDirectory()) { move(path.join(dir, e.name), r); continue }
      fs.mkdirSync(path.join(to, rel), { recursive: true })
      fs.renameSync(path.join(dir, e.name), path.join(to, r))
      kept.add(r)
    }
  }
  move(from, '')
  const prune = (dir, rel) => {
    if (!fs.existsSync(dir)) return
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = path.join(rel, e.name)
      if (e.isDirectory()) prune(path.join(dir, e.name), r)
      else if (!kept.has(r)) fs.rmSync(path.join(dir, e.name), { force: true })
    }
  }
  prune(to, '')
}

/** Compiles every plugin folder's .ts entries into outdir/<folder>/<name>/; returns the folders that failed. */
async function buildPlugins (build, common, outdir) {
  const failed = []
  for (const folder of PLUGIN_FOLDERS) {
    const base = path.join(root, folder)
    if (!fs.existsSync(base)) continue
    for (const name of fs.readdirSync(base).sort()) {
      const dir = path.join(base, name)
      const manifestFile = path.join(dir, 'wharf-plugin.json')
      if (!fs.existsSync(manifestFile)) continue
      try {
        const entry = JSON.parse(fs.readFileSync(manifestFile, 'utf8')).entry ?? {}
        const files = [entry.worker, entry.routes, ...(folder === 'plugins' ? THREAD_MODULES[name] ?? [] : [])]
          .filter(f => typeof f === 'string' && /\.[cm]?ts$/.test(f)).map(f => path.resolve(dir, f))
        if (files.length === 0) continue
        await build({ ...common, entryPoints: files, outbase: dir, outdir: path.join(outdir, folder, name) })
      } catch (err) {
        failed.push({ dir: path.join(folder, name), message: err.message.split('\n')[0] })
      }
    }
  }
  return failed
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const t0 = performance.now()
  await buildBundle()
  console.log(`wharf: built ${path.relative(root, bundleFile)} in ${Math.round(performance.now() - t0)} ms`)
}
