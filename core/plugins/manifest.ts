/**
 * `wharf-plugin.json`: reading, validating (ajv against MANIFEST_SCHEMA from the SDK) and the apiVersion check.
 * Every error names the manifest file and the field.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { ValidateFunction } from 'ajv'
import { MANIFEST_SCHEMA, SDK_API_VERSION, type PluginManifest } from '../sdk/index.ts'
import { createAjv, schemaProblems } from './ajv.ts'

export const MANIFEST_FILE = 'wharf-plugin.json'

/** A plugin that cannot be loaded: bad JSON, a manifest that does not match the schema, an incompatible apiVersion,
 * a missing entry file, a duplicate name or action. `file` is the manifest's path. */
export class PluginLoadError extends Error {
  readonly file: string
  readonly field?: string
  constructor (file: string, message: string, field?: string) {
    super(`${file}: ${message}`)
    this.name = 'PluginLoadError'
    this.file = file
    if (field !== undefined) this.field = field
  }
}

const ajv = createAjv({ useDefaults: false })
const validateManifestShape = ajv.compile(MANIFEST_SCHEMA as unknown as Record<string, unknown>)
const settingsAjv = createAjv()

/** `/entry/worker` -> `entry.worker`, `/actions/0` -> `actions[0]`. */
export function fieldName (pointer: string): string {
  if (pointer === '') return '(root)'
  return pointer.slice(1).split('/').map(s => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, seg) => /^\d+$/.test(seg) ? `${acc}[${seg}]` : acc === '' ? seg : `${acc}.${seg}`, '')
}

/** Validates a parsed manifest; throws PluginLoadError naming the file and every bad field. */
export function parseManifest (value: unknown, file: string): PluginManifest {
  if (!validateManifestShape(value)) {
    const problems = schemaProblems(validateManifestShape.errors)
    const text = problems.map(p => `field "${fieldName(p.pointer)}" ${p.message}`).join('; ')
    throw new PluginLoadError(file, `invalid plugin manifest: ${text}`, problems[0] === undefined ? undefined : fieldName(problems[0].pointer))
  }
  return value as PluginManifest
}

/** Reads and validates `file` (a wharf-plugin.json). */
export async function readManifest (file: string): Promise<PluginManifest> {
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch (err) {
    throw new PluginLoadError(file, `cannot read the manifest (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (err) {
    throw new PluginLoadError(file, `the manifest is not valid JSON (${(err as Error).message})`)
  }
  return parseManifest(json, file)
}

const parseVersion = (v: string): [number, number] | null => {
  const m = /^(\d+)\.(\d+)$/.exec(v)
  return m === null ? null : [Number(m[1]), Number(m[2])]
}

/** Null when a plugin written for `required` runs on a host providing `provided` (same major, minor not newer);
 * otherwise the reason. */
export function apiVersionProblem (name: string, required: string, provided: string = SDK_API_VERSION): string | null {
  const need = parseVersion(required)
  const have = parseVersion(provided)
  if (need === null || have === null) return `plugin ${name} has an unreadable apiVersion "${required}" (expected MAJOR.MINOR)`
  if (need[0] === have[0] && need[1] <= have[1]) return null
  const why = need[0] !== have[0]
    ? (need[0] < have[0] ? 'it was written for an older major version; update the plugin' : 'update Wharf')
    : 'it uses a newer minor version; update Wharf'
  return `plugin ${name} needs plugin API ${required}; this Wharf provides ${provided} (${why})`
}

/** Throws PluginLoadError when the manifest's apiVersion is not served by this host. */
export function checkApiVersion (manifest: PluginManifest, file: string, provided: string = SDK_API_VERSION): void {
  const problem = apiVersionProblem(manifest.name, manifest.apiVersion, provided)
  if (problem !== null) throw new PluginLoadError(file, problem, 'apiVersion')
}

/** Compiles the manifest's settingsSchema (with defaults and formats); throws PluginLoadError when it is not a valid
 * JSON Schema. */
export function compileSettingsSchema (manifest: PluginManifest, file: string): ValidateFunction {
  try {
    // A schema with its own $id gets its own ajv (two plugins may use the same $id); the others share one, since the
    // first compile on a fresh instance costs ~25 ms and later ones ~2 ms.
    const ajv = typeof manifest.settingsSchema.$id === 'string' ? createAjv() : settingsAjv
    return ajv.compile(manifest.settingsSchema)
  } catch (err) {
    throw new PluginLoadError(file, `field "settingsSchema" is not a valid JSON Schema: ${(err as Error).message}`, 'settingsSchema')
  }
}


/** Resolves an entry path relative to the manifest folder; throws when it leaves the folder. */
export function resolveEntry (dir: string, relative: string, file: string, field: string): string {
  const full = path.resolve(dir, relative)
  const rel = path.relative(dir, full)
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
    throw new PluginLoadError(file, `field "${field}" must point to a file inside the plugin folder, got "${relative}"`, field)
  }
  return full
}
