/** Where the checkout is: the nearest folder above this module (or the start bundle) with Wharf's package.json. */
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

/** Where `npm run build` (scripts/build.js) writes the server bundle and the compiled plugin entries. */
export const distDir: string = path.join(projectRoot, 'node_modules', '.cache', 'wharf', 'dist')

/** True when this module was loaded from a bundle in distDir (`npm start`), false when running the TypeScript
 * sources (tests, `WHARF_NO_BUNDLE=1`). scripts/start.js rebuilds the bundle and the compiled plugin entries together
 * when any source is newer, so in a bundled process the compiled entries are as fresh as the server. */
export const runningFromBundle: boolean = (() => {
  try { return !path.relative(distDir, fileURLToPath(import.meta.url)).startsWith('..') } catch { return false }
})()
