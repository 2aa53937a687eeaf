/**
 * Where the checkout is, and which JavaScript file runs for a source file. `npm run build` (scripts/build.js) writes
 * dist/, where each entry point sits at its source path (core/main.ts -> dist/core/main.js) and the code they share
 * in dist/chunks/. A process started by `npm start` runs dist/; the tests run the TypeScript sources through tsx.
 * Manifests and other assets are always read from the sources. Code in dist/ may run from a chunk, so a path is found
 * from projectRoot (runtimeFile), never from import.meta.url.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function findRoot (): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    try {
      if (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name === 'wharf') return dir
    } catch { /* keep looking */ }
    const up = path.dirname(dir)
    if (up === dir) return process.cwd()
    dir = up
  }
}

export const projectRoot: string = findRoot()

/** True when this module runs from dist/ (JavaScript), false when it runs from its source (tests). */
export const compiled: boolean = import.meta.url.endsWith('.js')

const TS_EXTENSION = /\.([cm]?)ts$/

/** The file to run for `file`: in a compiled process, a TypeScript file under the project root maps to its built
 * JavaScript under dist/ (whether or not that exists); anything else is itself. (The options are for tests.) */
export function runtimeFile (file: string, o: { compiled?: boolean, root?: string } = {}): string {
  const root = o.root ?? projectRoot
  if (!(o.compiled ?? compiled)) return file
  const rel = path.relative(root, file)
  if (rel.startsWith('..') || path.isAbsolute(rel) || rel.startsWith(`dist${path.sep}`) || !TS_EXTENSION.test(rel)) return file
  return path.join(root, 'dist', rel.replace(TS_EXTENSION, '.$1js'))
}

