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
