#!/usr/bin/env node
// `npm run build` (also run by `npm install` and, when sources changed, by `npm start`): bundles core/main.ts (the
// server) and scripts/cli/main.ts (the `wharf` CLI) with esbuild into node_modules/.cache/wharf/dist/{main,cli}.mjs. Loading one bundled file starts about twice as fast as
// loading the TypeScript sources through tsx (see README, "Start-up time"). Packages that find files next to
// themselves at run time (PGlite's WASM, knex's dialects, swagger-ui's assets, pino) stay external.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const bundleFile = path.join(root, 'node_modules', '.cache', 'wharf', 'dist', 'main.mjs')
export const cliBundleFile = path.join(path.dirname(bundleFile), 'cli.mjs')
const SOURCE_DIRS = ['core', 'plugins', 'transforms', path.join('scripts', 'cli')]

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
  await build({
    entryPoints: { main: path.join(root, 'core', 'main.ts'), cli: path.join(root, 'scripts', 'cli', 'main.ts') },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: scratch,
    outExtension: { '.js': '.mjs' },
    // A linked map: read only when source maps are enabled (NODE_OPTIONS=--enable-source-maps), so start-up does not
    // pay for parsing a multi-megabyte inline map.
    sourcemap: 'linked',
    logLevel: 'warning',
    external: ['@electric-sql/pglite', 'knex', 'knex-pglite', 'pg', 'pg-native', 'pino', '@fastify/swagger-ui', 'piscina', 'esbuild'],
    banner: { js: "import { createRequire as __wharfRequire } from 'node:module'; const require = __wharfRequire(import.meta.url);" }
  })
  // The CLI first: a fresh main.mjs is what marks the pair as fresh.
  for (const [name, target] of [['cli.mjs', cliBundleFile], ['main.mjs', bundleFile]]) {
    fs.renameSync(path.join(scratch, `${name}.map`), `${target}.map`)
    fs.renameSync(path.join(scratch, name), target)
  }
  fs.rmSync(scratch, { recursive: true, force: true })
  return bundleFile
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const t0 = performance.now()
  await buildBundle()
  console.log(`wharf: built ${path.relative(root, bundleFile)} in ${Math.round(performance.now() - t0)} ms`)
}
