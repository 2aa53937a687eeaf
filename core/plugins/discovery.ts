/**
 * Plugin discovery: `plugins/<name>/wharf-plugin.json` (channels) and `transforms/<name>/wharf-plugin.json`
 * (transforms) under a root folder, plus npm packages named in configuration (each package root holds a
 * wharf-plugin.json). Each manifest is validated, its apiVersion checked, its settingsSchema compiled and its entry
 * files checked. A plugin that fails any of that is refused (listed with the reason) and the others load.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ValidateFunction } from 'ajv'
import { SDK_API_VERSION, type PluginKind, type PluginManifest } from '../sdk/index.ts'
import { MANIFEST_FILE, PluginLoadError, checkApiVersion, compileSettingsSchema, readManifest, resolveEntry } from './manifest.ts'
import { runtimeFile } from '../paths.ts'

export type PluginSource = 'plugins' | 'transforms' | 'package'

export interface LoadedPlugin {
  name: string
  version: string
  kind: PluginKind
  actions: string[]
  manifest: PluginManifest
  manifestFile: string
  dir: string
  source: PluginSource
  /** The npm package it came from (source `package`). */
  packageName?: string
  /** Absolute path of the worker entry (its emitted JavaScript under dist/ when the process runs dist/, see
   * core/paths.ts runtimeFile). */
  workerEntry: string
  /** Absolute path of the routes entry, when the manifest has one (likewise). */
  routesEntry?: string
  /** Absolute path of the host entry (main-thread registrations, core/plugins/extensions.ts), likewise. */
  hostEntry?: string
  /** Absolute path of the migrations entry (core/db/migrate.ts), likewise. */
  migrationsEntry?: string
  /** The compiled settingsSchema (fills defaults into the object it validates). */
  validateSettings: ValidateFunction
}

export interface RefusedPlugin {
  /** The manifest file (or, for a package that was not found, the package name). */
  file: string
  reason: string
  error: Error
  /** The name and actions the manifest claims, when it could be read. */
  name?: string
  actions?: string[]
}

export interface PluginRegistry {
  byName: ReadonlyMap<string, LoadedPlugin>
  /** Channel plugins by hook action value. */
  byAction: ReadonlyMap<string, LoadedPlugin>
  refused: RefusedPlugin[]
  get (name: string): LoadedPlugin | undefined
  forAction (action: string): LoadedPlugin | undefined
  /** The registry entry and why not: for PLUGIN_NOT_FOUND messages. */
  explainMissing (nameOrAction: string): string
}

/** Folder name -> kind its plugins must have. */
const FOLDERS: Array<{ folder: 'plugins' | 'transforms', kind: PluginKind }> = [
  { folder: 'plugins', kind: 'channel' },
  { folder: 'transforms', kind: 'transform' }
]

/** Reads, validates and checks one plugin folder. Throws PluginLoadError. */
export async function loadPluginFolder (dir: string, source: PluginSource, options: { apiVersion?: string, expectKind?: PluginKind } = {}): Promise<LoadedPlugin> {
  const manifestFile = path.join(dir, MANIFEST_FILE)
  const manifest = await readManifest(manifestFile)
  checkApiVersion(manifest, manifestFile, options.apiVersion ?? SDK_API_VERSION)
  if (options.expectKind !== undefined && manifest.kind !== options.expectKind) {
    throw new PluginLoadError(manifestFile, `field "kind" is "${manifest.kind}" but plugins in ${source}/ must be "${options.expectKind}"`, 'kind')
  }
  const workerEntry = resolveEntry(dir, manifest.entry.worker, manifestFile, 'entry.worker')
  const optional = (field: 'routes' | 'host' | 'migrations'): string | undefined => manifest.entry[field] === undefined ? undefined : resolveEntry(dir, manifest.entry[field], manifestFile, `entry.${field}`)
  const routesEntry = optional('routes')
  const hostEntry = optional('host')
  const migrationsEntry = optional('migrations')
  for (const [field, file] of [['entry.worker', workerEntry], ['entry.routes', routesEntry], ['entry.host', hostEntry], ['entry.migrations', migrationsEntry]] as const) {
    if (file !== undefined && !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      throw new PluginLoadError(manifestFile, `field "${field}" names ${path.relative(dir, file)}, which does not exist`, field)
    }
  }
  const validateSettings = compileSettingsSchema(manifest, manifestFile)
  // A package plugin ships JavaScript and loads as shipped; a folder's TypeScript entry runs as emitted by the build.
  const loadable = (file: string): string => {
    if (source === 'package') return file
    const run = runtimeFile(file)
    if (run !== file && !fs.existsSync(run)) throw new PluginLoadError(manifestFile, `${path.relative(dir, file)} is not built (no ${run}): run npm run build`)
    return run
  }
  const loaded: LoadedPlugin = {
    name: manifest.name,
    version: manifest.version,
    kind: manifest.kind,
    actions: manifest.actions,
    manifest,
    manifestFile,
    dir,
    source,
    workerEntry: loadable(workerEntry),
    validateSettings
  }
  if (routesEntry !== undefined) loaded.routesEntry = loadable(routesEntry)
  if (hostEntry !== undefined) loaded.hostEntry = loadable(hostEntry)
  if (migrationsEntry !== undefined) loaded.migrationsEntry = loadable(migrationsEntry)
  return loaded
}

/** The folder of an installed npm package, searching `node_modules` from `root` upwards (as Node does). Reads the
 * folder directly, so a package's `exports` map need not expose wharf-plugin.json. */
export function resolvePackageDir (packageName: string, root: string): string | undefined {
  if (!/^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/.test(packageName)) return undefined
  let dir = path.resolve(root)
  for (;;) {
    const candidate = path.join(dir, 'node_modules', ...packageName.split('/'))
    if (fs.statSync(path.join(candidate, 'package.json'), { throwIfNoEntry: false })?.isFile()) return fs.realpathSync(candidate)
    const parent = path.dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

export interface DiscoverOptions {
  /** Project root holding `plugins/` and `transforms/` (tests pass a fixture folder). */
  root: string
  /** npm packages to load, e.g. from PluginEnablement.packages(). `name`, when given, must equal the manifest's. */
  packages?: Array<string | { name?: string, package: string }>
  /** Folder to resolve packages from (default: root). */
  packageRoot?: string
  /** The host's plugin API version (default SDK_API_VERSION); for tests. */
  apiVersion?: string
}

/** Best effort: the name and actions a (possibly invalid) manifest claims. */
const peekManifest = (file: string): { name?: string, actions?: string[] } => {
  try {
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
    const out: { name?: string, actions?: string[] } = {}
    if (typeof json.name === 'string') out.name = json.name
    if (Array.isArray(json.actions)) out.actions = json.actions.filter((a): a is string => typeof a === 'string')
    return out
  } catch {
    return {}
  }
}

const listDirs = (dir: string): string[] => {
  try {
    return fs.readdirSync(dir, { withFileTypes: true })
      .filter(e => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
      .map(e => e.name).sort()
  } catch {
    return []
  }
}

/** Scans the root's plugin folders and the named packages; returns the registry (refused plugins listed in it). */
export async function discoverPlugins (options: DiscoverOptions): Promise<PluginRegistry> {
  const byName = new Map<string, LoadedPlugin>()
  const byAction = new Map<string, LoadedPlugin>()
  const refused: RefusedPlugin[] = []
  const refuse = (file: string, error: Error): void => { refused.push({ file, reason: error.message, error, ...peekManifest(file) }) }

  const add = (p: LoadedPlugin): void => {
    const same = byName.get(p.name)
    if (same !== undefined) {
      refuse(p.manifestFile, new PluginLoadError(p.manifestFile, `a plugin named ${p.name} is already loaded from ${same.manifestFile}`, 'name'))
      return
    }
    if (p.kind === 'channel') {
      for (const action of p.actions) {
        const owner = byAction.get(action)
        if (owner !== undefined) {
          refuse(p.manifestFile, new PluginLoadError(p.manifestFile, `action "${action}" is already served by plugin ${owner.name} (${owner.manifestFile})`, 'actions'))
          return
        }
      }
      for (const action of p.actions) byAction.set(action, p)
    }
    byName.set(p.name, p)
  }

  const apiVersion = options.apiVersion ?? SDK_API_VERSION
  for (const { folder, kind } of FOLDERS) {
    const base = path.join(options.root, folder)
    for (const name of listDirs(base)) {
      const dir = path.join(base, name)
      if (!fs.existsSync(path.join(dir, MANIFEST_FILE))) continue // a helper folder, not a plugin
      try {
        add(await loadPluginFolder(dir, folder, { apiVersion, expectKind: kind }))
      } catch (err) {
        refuse(path.join(dir, MANIFEST_FILE), err as Error)
      }
    }
  }

  for (const spec of options.packages ?? []) {
    const { name, package: pkg } = typeof spec === 'string' ? { name: undefined, package: spec } : spec
    const dir = resolvePackageDir(pkg, options.packageRoot ?? options.root)
    if (dir === undefined) {
      refuse(pkg, new PluginLoadError(pkg, `npm package ${pkg}${name === undefined ? '' : ` (configured for plugin ${name})`} is not installed`))
      continue
    }
    try {
      const p = await loadPluginFolder(dir, 'package', { apiVersion })
      p.packageName = pkg
      if (name !== undefined && p.name !== name) {
        throw new PluginLoadError(p.manifestFile, `package ${pkg} is configured as plugin ${name} but its manifest names it ${p.name}`, 'name')
      }
      add(p)
    } catch (err) {
      refuse(path.join(dir, MANIFEST_FILE), err as Error)
    }
  }

  return {
    byName,
    byAction,
    refused,
    get: name => byName.get(name),
    forAction: action => byAction.get(action),
    explainMissing (key) {
      const hit = refused.find(r => r.name === key || r.actions?.includes(key) === true || r.file === key)
      return hit === undefined ? `no plugin named or serving "${key}"` : `plugin ${hit.name ?? key} was refused at load: ${hit.reason}`
    }
  }
}
