#!/usr/bin/env node
// `npm run build` (also run by `npm install`, and by `npm start`, `npm test` and `wharf` when dist/ is stale): one
// esbuild step with code splitting writes dist/, laid out like the sources: every entry point at its source path
// with .js (core/main.ts -> dist/core/main.js, scripts/cli/main.ts -> dist/scripts/cli/main.js, the plugin pool's
// thread module core/plugins/worker.ts, every module of every plugin folder), and the code they share (core, the
// bundled packages) once, in dist/chunks/. So a process has one copy of core whichever entries it loads (main thread,
// plugin routes and plugin threads import the same chunks), and `npm start`, its threads and the `wharf` CLI run
// JavaScript only, no TypeScript loader. Why esbuild and not tsc's file-per-module output: README, "Start-up time".
// Packages that find files next to themselves at run time (PGlite's WASM, knex's dialects, swagger-ui's assets, pino)
// and native addons (ssh2) stay external. minifyWhitespace drops comments and indentation (V8 keeps every loaded
// script's text in the heap; identifiers stay, so stack traces keep function names); the linked source maps give
// source lines with NODE_OPTIONS=--enable-source-maps.
//
// Fresh: dist/.build-stamp is no older than every TypeScript source, folder (a file added or removed changes its
// folder's time), tsconfig and package.json under the built folders; tests (*.test.ts) do not count. The stamp gets the
// time the build started, so a source saved during a build makes the next start build again. One build at a time:
// dist/.build.lock (created exclusively); a second caller waits for the first and then finds dist/ fresh.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const distDir = path.join(root, 'dist')
const stampFile = path.join(distDir, '.build-stamp')
const lockFile = path.join(distDir, '.build.lock')
const SOURCE_DIRS = ['core', 'plugins', 'transforms', path.join('scripts', 'cli'), path.join('scripts', 'bench')]
const SOURCE_FILE = /\.[cm]?ts$/
const CONFIG_FILES = ['package.json', 'tsconfig.json']
const PLUGIN_FOLDERS = ['plugins', 'transforms']
/** Entry points besides the plugins' modules, as source paths from the root. */
const ENTRIES = ['core/main.ts', 'scripts/cli/main.ts', 'core/plugins/worker.ts', 'core/validation/worker.ts', 'core/db/pglite-template.ts', 'scripts/bench/target.ts']
export const EXTERNAL = ['@electric-sql/pglite', 'knex', 'knex-pglite', 'pg', 'pg-native', 'pino', '@fastify/swagger-ui', 'piscina', 'esbuild', 'tsx', 'ssh2', 'ssh2-sftp-client', 'cpu-features', 'saxon-js', 'libxml2-wasm']
const BANNER = { js: "import { createRequire as __wharfRequire } from 'node:module'; const require = __wharfRequire(import.meta.url);" }

/** The emitted file of a source path relative to the project root (core/main.ts -> <root>/dist/core/main.js). */
export const distFile = rel => path.join(distDir, rel.replace(/\.([cm]?)ts$/, '.$1js'))

function newestSource () {
  let newest = 0
  const see = file => { try { newest = Math.max(newest, fs.statSync(file).mtimeMs) } catch { /* gone meanwhile */ } }
  for (const f of CONFIG_FILES) see(path.join(root, f))
  const walk = dir => {
    let entries
    try { entries = fs.readdirSync(dir, { withFileTypes: true }) } catch { return }
    see(dir)
    for (const e of entries) {
      if (e.isDirectory()) { if (e.name !== 'node_modules' && !e.name.startsWith('.')) walk(path.join(dir, e.name)) } else if (SOURCE_FILE.test(e.name) && !e.name.endsWith('.test.ts')) see(path.join(dir, e.name))
    }
  }
  for (const d of SOURCE_DIRS) walk(path.join(root, d))
  return newest
}

/** Whether dist/ was built from the sources as they are now. */
export function distIsFresh () {
  try { return fs.statSync(stampFile).mtimeMs >= newestSource() } catch { return false }
}

/** Whether esbuild is installed (a development dependency: not with `npm ci --omit=dev`). */
function esbuildInstalled () {
  try { createRequire(import.meta.url).resolve('esbuild'); return true } catch { return false }
}

/** Every TypeScript module (tests aside) of every plugin folder that has a manifest: a plugin may name any of its
 * modules as a thread's entry (peppol-as4's receiver-task.ts), so each is emitted at its own path. */
function pluginModules () {
  const out = []
  const walk = dir => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name)
      if (e.isDirectory()) { if (e.name !== 'node_modules' && !e.name.startsWith('.')) walk(full) } else if (SOURCE_FILE.test(e.name) && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts')) out.push(full)
    }
  }
  for (const folder of PLUGIN_FOLDERS) {
    const base = path.join(root, folder)
    if (!fs.existsSync(base)) continue
    for (const name of fs.readdirSync(base).sort()) if (fs.existsSync(path.join(base, name, 'wharf-plugin.json'))) walk(path.join(base, name))
  }
  return out
}
/** Moves every file of `from` to the same place under `to` (rename over the old file), then removes the files of
 * `to` that `from` did not have, except the top-level names in `keep`. */
function replaceTree (from, to, keep) {
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
      if (rel === '' && keep.has(e.name)) continue
      if (e.isDirectory()) prune(path.join(dir, e.name), r)
      else if (!kept.has(r)) fs.rmSync(path.join(dir, e.name), { force: true })
    }
  }
  prune(to, '')
}

const alive = pid => { try { process.kill(pid, 0); return true } catch (err) { return err.code === 'EPERM' } }
const sleep = ms => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/** Takes dist/.build.lock, waiting while another live process holds it; returns whether it waited (then another
 * build just finished: the caller checks freshness again). */
function lock () {
  fs.mkdirSync(distDir, { recursive: true })
  let waited = false
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      return waited
    } catch (err) {
      if (err.code !== 'EEXIST') throw err
    }
    const holder = Number(fs.readFileSync(lockFile, 'utf8') || 0)
    if (holder > 0 && !alive(holder)) { fs.rmSync(lockFile, { force: true }); continue } // left by a killed build
    if (!waited) console.error(`wharf: waiting for the build of process ${holder}`)
    waited = true
    sleep(200)
  }
}

/** Builds dist/ (whether or not it is fresh). Throws when esbuild is missing or fails. */
export async function build () {
  if (!esbuildInstalled()) throw new Error('esbuild is not installed (a development dependency): run npm ci, then npm run build')
  const { build: esbuild } = await import('esbuild')
  const waited = lock()
  // Built in a scratch folder, then moved into place file by file (a running server starting a thread meanwhile
  // finds the old file or the new one, never none); files of the previous build that are gone are removed.
  const scratch = path.join(distDir, `.build-${process.pid}`)
  try {
    if (waited && distIsFresh()) return
    const started = new Date()
    await esbuild({
      entryPoints: [...ENTRIES.map(e => path.join(root, e)), ...pluginModules()],
      outbase: root,
      outdir: scratch,
      bundle: true,
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      minifyWhitespace: true,
      sourcemap: 'linked',
      external: EXTERNAL,
      banner: BANNER,
      logLevel: 'warning'
    })
    replaceTree(scratch, distDir, new Set([path.basename(stampFile), path.basename(lockFile), path.basename(scratch)]))
    fs.writeFileSync(stampFile, `${started.toISOString()}\n`)
    fs.utimesSync(stampFile, started, started)
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
    fs.rmSync(lockFile, { force: true })
  }
}

let inFlight = null

/** Builds dist/ when it is stale. Without esbuild, a stale dist/ is used as it is (with a warning); a missing one throws,
 * saying what to run. One build at a time per process: a second caller waits for the first (the cross-process lock
 * blocks its thread, so two builds in one process would wait on each other forever). */
export async function ensureBuilt () {
  inFlight ??= buildIfStale().finally(() => { inFlight = null })
  return await inFlight
}

async function buildIfStale () {
  if (distIsFresh()) return
  if (!esbuildInstalled() && fs.existsSync(stampFile)) {
    console.warn('wharf: sources changed since dist/ was built, and esbuild is not installed to rebuild it (npm ci; npm run build)')
    return
  }
  const t0 = performance.now()
  await build()
  console.error(`wharf: built dist/ in ${Math.round(performance.now() - t0)} ms`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const t0 = performance.now()
  await build()
  console.log(`wharf: built dist/ in ${Math.round(performance.now() - t0)} ms`)
}
