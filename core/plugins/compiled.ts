/**
 * Compiled twins of plugin entries. `npm run build` (scripts/build.js) bundles each plugin folder's TypeScript entries
 * (plugins/<name>/worker.ts -> <distDir>/plugins/<name>/worker.mjs, likewise routes and the thread modules it lists)
 * with esbuild. A process running from the bundle loads those instead of the sources, so neither its main thread nor
 * its plugin threads load tsx: each plugin thread starts with one file to parse (measured for the peppol-as4 worker:
 * ~9 MiB instead of ~22 once loaded, and a process peak ~37 MiB lower while the thread starts; README "Start-up time").
 * Running from sources (tests, WHARF_NO_BUNDLE=1), entries load as they are. A missing twin (a plugin that did not
 * compile, an npm package plugin) loads from source through tsx, as before.
 */
import fs from 'node:fs'
import path from 'node:path'
import { distDir, projectRoot, runningFromBundle } from '../paths.ts'

const TS_EXTENSION = /\.[cm]?ts$/

/** The twin's path for a source file under the project root (whether or not it exists). */
export function twinPath (file: string, root = projectRoot, dist = distDir): string | undefined {
  const rel = path.relative(root, file)
  if (rel.startsWith('..') || path.isAbsolute(rel) || !TS_EXTENSION.test(rel)) return undefined
  return path.join(dist, rel.replace(TS_EXTENSION, '.mjs'))
}

/** The file to load for a plugin entry: its compiled twin when this process runs from the bundle and the twin exists,
 * else the entry itself. (The options are for tests.) */
export function loadableEntry (file: string, o: { bundled?: boolean, root?: string, dist?: string } = {}): string {
  if (!(o.bundled ?? runningFromBundle)) return file
  const twin = twinPath(file, o.root, o.dist)
  return twin !== undefined && fs.existsSync(twin) ? twin : file
}
