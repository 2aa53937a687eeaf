#!/usr/bin/env node
// `npm run build` (also run by `npm install` and, when sources changed, by `npm start`): bundles core/main.ts with
// esbuild into node_modules/.cache/wharf/dist/main.mjs. Loading one bundled file starts about twice as fast as
// loading the TypeScript sources through tsx (see README, "Start-up time"). Packages that find files next to
// themselves at run time (PGlite's WASM, knex's dialects, swagger-ui's assets, pino) stay external.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const bundleFile = path.join(root, 'node_modules', '.cache', 'wharf', 'dist', 'main.mjs')
const SOURCE_DIRS = ['core', 'plugins', 'transforms']

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

export function bundleIsFresh () {
  try { return fs.statSync(bundleFile).mtimeMs >= newestSource() } catch { return false }
}

export async function buildBundle () {
  const { build } = await import('esbuild')
  // Built in a scratch folder under the same name (the map reference names the file), then moved into place.
  const scratch = path.join(path.dirname(bundleFile), `.build-${process.pid}`)
  const tmp = path.join(scratch, 'main.mjs')
  await build({
    entryPoints: [path.join(root, 'core', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: tmp,
    // A linked map: read only when source maps are enabled (NODE_OPTIONS=--enable-source-maps), so start-up does not
    // pay for parsing a multi-megabyte inline map.
    sourcemap: 'linked',
    logLevel: 'warning',
    external: ['@electric-sql/pglite', 'knex', 'knex-pglite', 'pg', 'pg-native', 'pino', '@fastify/swagger-ui', 'piscina', 'esbuild'],
    banner: { js: "import { createRequire as __wharfRequire } from 'node:module'; const require = __wharfRequire(import.meta.url);" }
  })
  fs.renameSync(`${tmp}.map`, `${bundleFile}.map`)
  fs.renameSync(tmp, bundleFile)
  fs.rmSync(scratch, { recursive: true, force: true })
  return bundleFile
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const t0 = performance.now()
  await buildBundle()
  console.log(`wharf: built ${path.relative(root, bundleFile)} in ${Math.round(performance.now() - t0)} ms`)
}
