#!/usr/bin/env node
// Compiles core/memory/native/malloc.c into node_modules/.cache/wharf/native/malloc.node with the system C
// compiler (CC, else cc). Run by `npm install` (postinstall.js); `node scripts/build-native.js` rebuilds it. No
// node-gyp: the addon is one C file using only Node-API, whose header ships with Node (or the headers node-gyp
// downloaded). Where there is no compiler, no header or no glibc, Wharf runs without it (core/memory/malloc.ts).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const nativeSource = path.join(root, 'core', 'memory', 'native', 'malloc.c')
export const nativeAddon = path.join(root, 'node_modules', '.cache', 'wharf', 'native', 'malloc.node')

/** Directories that may hold node_api.h for this Node. */
function headerDirs () {
  const v = process.versions.node
  const dirs = [
    process.env.npm_config_nodedir && path.join(process.env.npm_config_nodedir, 'include', 'node'),
    path.join(path.dirname(process.execPath), '..', 'include', 'node'),
    path.join(os.homedir(), '.cache', 'node-gyp', v, 'include', 'node'),
    '/usr/include/node', '/usr/local/include/node'
  ]
  return dirs.filter(d => d && fs.existsSync(path.join(d, 'node_api.h')))
}

/** Builds the addon; returns its path, or throws with the reason it cannot be built here. */
export function buildNative () {
  if (!nativeSupported()) throw new Error(`the malloc addon is for Linux with glibc (this is ${process.platform}${process.platform === 'linux' ? ' without glibc' : ''})`)
  const include = headerDirs()[0]
  if (include === undefined) throw new Error('node_api.h not found (set npm_config_nodedir)')
  fs.mkdirSync(path.dirname(nativeAddon), { recursive: true })
  const tmp = `${nativeAddon}.${process.pid}.tmp`
  execFileSync(process.env.CC || 'cc', ['-O2', '-shared', '-fPIC', '-I', include, '-o', tmp, nativeSource], { stdio: ['ignore', 'ignore', 'pipe'] })
  fs.renameSync(tmp, nativeAddon)
  fs.rmSync(path.join(path.dirname(nativeAddon), 'malloc-trim.node'), { force: true }) // its name before 2026-11-22
  return nativeAddon
}

/** Whether this system can run the addon: Linux with glibc (what buildNative checks first). */
export function nativeSupported () {
  return process.platform === 'linux' && process.report?.getReport().header.glibcVersionRuntime !== undefined
}

/** Whether the addon is missing or older than its source (a checkout updated without `npm install`). */
export function nativeIsStale () {
  try {
    return fs.statSync(nativeAddon).mtimeMs < fs.statSync(nativeSource).mtimeMs
  } catch {
    return true
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(`wharf: built ${path.relative(process.cwd(), buildNative())}`)
  } catch (err) {
    console.error(`wharf: could not build the malloc addon: ${err.message.split('\n')[0]}`)
    process.exitCode = 1
  }
}
