/**
 * The operator's plugin configuration: `config/plugins.json` (shipped defaults: which channels every tenant gets),
 * then the file named by WHARF_PLUGINS_CONFIG deep-merged over it, then the settings that process environment
 * variables give the built-in channels (webhook: WHARF_HOOK_TIMEOUT, WHARF_HOOK_TARGET_ALLOWLIST,
 * WHARF_HOOK_ALLOW_HTTP) and those a plugin's manifest derives from the configuration (settingsFromConfig). Read once at start: changes need a restart. Errors name the file and the field.
 *
 * https-inbound: when the configuration has an `https-inbound` entry, its plugin-level `tokenSecret` defaults to the
 * installation's download-token secret (installationTokenSecret: derived from the master key, so every process
 * sharing WHARF_MASTER_KEY issues and verifies the same tokens). A `tokenSecret` in the files (plugin level or per
 * tenant) wins. The core's redemption route (core/inbound/routes.ts) verifies with the same merged settings.
 */
import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'
import { loadMasterKey } from '../crypto/secret-box.ts'
import { validatePluginsConfig, type PluginsConfig } from './settings.ts'
import type { PluginManifest } from '../sdk/index.ts'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function merge (base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over
  const out: Record<string, unknown> = { ...base }
  for (const [k, v] of Object.entries(over)) out[k] = merge(base[k], v)
  return out
}

function readJson (file: string): unknown {
  let text: string
  try { text = fs.readFileSync(file, 'utf8') } catch (err) { throw new Error(`Cannot read plugin configuration ${file}: ${(err as Error).message}`) }
  try { return JSON.parse(text) } catch (err) { throw new Error(`Plugin configuration ${file} is not valid JSON: ${(err as Error).message}`) }
}

export function loadPluginsConfig (root: string, config: Config): PluginsConfig {
  const defaultsFile = path.join(root, 'config', 'plugins.json')
  let merged: unknown = fs.existsSync(defaultsFile) ? readJson(defaultsFile) : {}
  const sources = [defaultsFile]
  if (config.pluginsConfigFile !== undefined) {
    merged = merge(merged, readJson(config.pluginsConfigFile))
    sources.push(config.pluginsConfigFile)
  }
  merged = merge(merged, {
    plugins: { webhook: { settings: { timeoutMs: config.hookTimeoutMs, allowlist: config.hookTargetAllowlist, allowHttp: config.hookAllowHttp } } }
  })
  const plugins = isObject(merged) && isObject(merged.plugins) ? merged.plugins : {}
  if (isObject(plugins['https-inbound'])) {
    // Under the files' values: an operator's tokenSecret wins; adding no entry, so enablement is unchanged.
    merged = merge({ plugins: { 'https-inbound': { settings: { tokenSecret: installationTokenSecret(config) } } } }, merged)
  }
  // Plugins whose manifest derives settings from the configuration (settingsFromConfig) are on when it has them.
  for (const manifest of shippedManifests(root)) {
    const settings = settingsFromConfig(manifest, config)
    if (settings !== undefined) merged = merge(merged, { plugins: { [manifest.name]: { settings } } })
  }
  try {
    return validatePluginsConfig(merged)
  } catch (err) {
    throw new Error(`${(err as Error).message} (in ${sources.join(' merged with ')})`)
  }
}

/** The manifests of the plugin folders under `root` (plugins/), read as they are: discovery validates them. */
function shippedManifests (root: string): PluginManifest[] {
  const dir = path.join(root, 'plugins')
  if (!fs.existsSync(dir)) return []
  const out: PluginManifest[] = []
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name, 'wharf-plugin.json')
    if (fs.existsSync(file)) out.push(readJson(file) as PluginManifest)
  }
  return out
}

const at = (config: Config, dotted: string): unknown => dotted.split('.').reduce<unknown>((v, k) => isObject(v) ? v[k] : undefined, config)

/** The process-level settings a plugin's manifest derives from the configuration (settingsFromConfig); undefined
 * when it derives none or a required value is unset. */
export function settingsFromConfig (manifest: Pick<PluginManifest, 'settingsFromConfig'>, config: Config): Record<string, unknown> | undefined {
  const spec = manifest.settingsFromConfig
  if (spec === undefined || (spec.requires ?? []).some(p => at(config, p) === undefined)) return undefined
  const out: Record<string, unknown> = {}
  for (const [key, dotted] of Object.entries(spec.settings)) {
    const v = at(config, dotted)
    if (v !== undefined) out[key] = v
  }
  return out
}

/** The installation's download-token secret: HMAC-SHA256 of a fixed label under the master key (43 characters). */
export function installationTokenSecret (config: Pick<Config, 'masterKey' | 'dataDir'>): string {
  return createHmac('sha256', loadMasterKey(config.masterKey, config.dataDir)).update('wharf/https-inbound/download-token/v1').digest('base64url')
}
