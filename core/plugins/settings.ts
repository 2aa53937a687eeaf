/**
 * Per-tenant plugin enablement and settings, from the operator's configuration object (loading files from
 * `config/` happens elsewhere; this module takes the parsed object), and validation of settings against the
 * plugin's settingsSchema.
 *
 * Configuration shape:
 *   { plugins: { <pluginName>: {
 *       enabled?: boolean,              // default true when the entry exists; a plugin with no entry is disabled
 *       package?: string,               // npm package holding the plugin (discovery reads its wharf-plugin.json)
 *       settings?: { ... },             // settings for every tenant
 *       tenants?: { <tenantId or tenant name>: { enabled?: boolean, settings?: { ... } } }
 *   } } }
 * A tenant entry's `enabled` overrides the plugin's (so `enabled: false` plus `tenants: { acme: { enabled: true } }`
 * is opt-in for acme only); its settings are deep-merged over the plugin-level settings (objects merge, arrays and
 * other values replace). A tenant is matched by id first, then by name.
 */
import type { ValidateFunction } from 'ajv'
import { createAjv, formatProblems, schemaProblems, type SchemaProblem } from './ajv.ts'
import { fieldName } from './manifest.ts'

export type PluginSettings = Record<string, unknown>

export interface TenantPluginConfig {
  enabled?: boolean
  settings?: PluginSettings
}

export interface PluginConfigEntry {
  enabled?: boolean
  package?: string
  settings?: PluginSettings
  tenants?: Record<string, TenantPluginConfig>
}

export interface PluginsConfig {
  plugins?: Record<string, PluginConfigEntry>
}

/** A tenant by id (string) or `{ id, name }`; configuration may key tenants by either. */
export type TenantRef = string | { id: string, name?: string | null }

export class PluginConfigError extends Error {
  constructor (message: string) {
    super(`Plugin configuration error: ${message}`)
    this.name = 'PluginConfigError'
  }
}

const CONFIG_SCHEMA = {
  type: 'object',
  properties: {
    plugins: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: {
          enabled: { type: 'boolean' },
          package: { type: 'string', minLength: 1 },
          settings: { type: 'object' },
          tenants: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              additionalProperties: false,
              properties: { enabled: { type: 'boolean' }, settings: { type: 'object' } }
            }
          }
        }
      }
    }
  }
}

const validateConfigShape = createAjv({ useDefaults: false }).compile(CONFIG_SCHEMA)

/** Checks the shape of the plugins configuration; throws PluginConfigError naming every bad field
 * (`plugins.webhook.tenants.acme.enabled must be boolean`). */
export function validatePluginsConfig (config: unknown): PluginsConfig {
  if (!validateConfigShape(config)) {
    const text = schemaProblems(validateConfigShape.errors).map(p => `${fieldName(p.pointer)} ${p.message}`).join('; ')
    throw new PluginConfigError(text)
  }
  return config as PluginsConfig
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array)

/** Deep merge of plain objects; `over` wins; arrays and other values replace. Returns new objects. */
export function mergeSettings (base: PluginSettings | undefined, over: PluginSettings | undefined): PluginSettings {
  const out: PluginSettings = structuredClone(base ?? {})
  for (const [k, v] of Object.entries(over ?? {})) {
    const cur = out[k]
    out[k] = isPlainObject(cur) && isPlainObject(v) ? mergeSettings(cur, v) : structuredClone(v)
  }
  return out
}

export interface EnablementOptions {
  /** Whether a plugin with no entry in the configuration is enabled (default false). */
  enabledByDefault?: boolean
}

/** Answers enablement and settings per plugin and tenant from one validated configuration object. */
export class PluginEnablement {
  readonly config: PluginsConfig
  private readonly enabledByDefault: boolean

  constructor (config: unknown, options: EnablementOptions = {}) {
    this.config = validatePluginsConfig(config ?? {})
    this.enabledByDefault = options.enabledByDefault ?? false
  }

  private entry (plugin: string): PluginConfigEntry | undefined {
    const plugins = this.config.plugins
    return plugins !== undefined && Object.hasOwn(plugins, plugin) ? plugins[plugin] : undefined
  }

  private tenantEntry (entry: PluginConfigEntry | undefined, tenant: TenantRef): TenantPluginConfig | undefined {
    const tenants = entry?.tenants
    if (tenants === undefined) return undefined
    const id = typeof tenant === 'string' ? tenant : tenant.id
    if (Object.hasOwn(tenants, id)) return tenants[id]
    const name = typeof tenant === 'string' ? undefined : tenant.name
    if (name != null && Object.hasOwn(tenants, name)) return tenants[name]
    return undefined
  }

  isEnabled (plugin: string, tenant: TenantRef): boolean {
    const entry = this.entry(plugin)
    if (entry === undefined) return this.enabledByDefault
    return this.tenantEntry(entry, tenant)?.enabled ?? entry.enabled ?? true
  }

  /** The plugin-level settings with the tenant's deep-merged over them (a fresh copy; not yet validated). */
  settingsFor (plugin: string, tenant: TenantRef): PluginSettings {
    const entry = this.entry(plugin)
    return mergeSettings(entry?.settings, this.tenantEntry(entry, tenant)?.settings)
  }

  /** npm packages named in the configuration, with the plugin name they are configured under. */
  packages (): Array<{ name: string, package: string }> {
    return Object.entries(this.config.plugins ?? {})
      .filter(([, e]) => e.package !== undefined)
      .map(([name, e]) => ({ name, package: e.package as string }))
  }
}

export type SettingsCheck =
  | { ok: true, settings: PluginSettings }
  | { ok: false, problems: SchemaProblem[], message: string }

/** Validates settings with the plugin's compiled settingsSchema. Works on a copy: schema defaults are filled into
 * the returned settings, the input is left alone. The message names each field by JSON pointer. */
export function checkSettings (pluginName: string, validate: ValidateFunction, settings: unknown, tenantLabel?: string): SettingsCheck {
  const copy = structuredClone(settings ?? {})
  if (validate(copy)) return { ok: true, settings: copy as PluginSettings }
  const problems = schemaProblems(validate.errors)
  const who = tenantLabel === undefined ? '' : ` for tenant ${tenantLabel}`
  return { ok: false, problems, message: `settings of plugin ${pluginName}${who} are invalid: ${formatProblems(problems)}` }
}
