/**
 * Process configuration, read once from the environment (see the README's table). Everything else receives a
 * Config object, so tests build one with overrides instead of mutating process.env.
 */
import path from 'node:path'

export const ENVIRONMENTS = ['acceptance', 'production'] as const
export type Environment = typeof ENVIRONMENTS[number]

export type Role = 'api' | 'auth' | 'admin' | 'worker'
export const ROLES: Role[] = ['api', 'auth', 'admin', 'worker']

export interface EnvironmentConfig {
  /** Public base URL of the API for this environment; requests whose Host matches it belong to this environment. */
  url: string
  /** {auth_url}: the identity server's address for this environment and the `iss` of its tokens. */
  authUrl: string
}

export interface Config {
  port: number
  host: string
  databaseUrl?: string
  /** PostgreSQL schema to use (created when missing); tests use one per run. */
  databaseSchema?: string
  dataDir: string
  masterKey?: string
  adminToken?: string
  roles: Role[]
  environments: Record<Environment, EnvironmentConfig>
  defaultEnvironment: Environment
  tokenTtlSeconds: number
  keyRotationDays: number
  bodyLimit: number
  /** Largest business document the send routes accept, in bytes (WHARF_MAX_DOCUMENT_BYTES, default 100 MiB). */
  maxDocumentBytes: number
  logLevel: string
  demo: boolean
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean
  /** Allow http:// hook URLs (development only). */
  hookAllowHttp: boolean
  /** Webhook attempt timeout. */
  hookTimeoutMs: number
  /** CIDRs webhook targets may use although private or loopback. */
  hookTargetAllowlist: string[]
  /** Webhook retry delays (WHARF_RETRY_SCHEDULE); undefined: the default 5-day exponential backoff. */
  retrySchedule?: number[]
  /** The operator's plugin configuration file, merged over config/plugins.json. */
  pluginsConfigFile?: string
  /** Days events stay in the event log. */
  eventRetentionDays: number
  /** The SMP this process serves: its signing certificate and key, the AP certificate and AS4 address it publishes. */
  smp: { certFile?: string, keyFile?: string, apCertFile?: string, as4Url?: string, contact?: string }
  /** Looking up other participants: SML zone and DNS servers, Peppol stage of the trust store, local test PKI CAs. */
  lookup: { smlZone: string, smlServers?: string[], stage: 'test' | 'production', localRootFile?: string, localSmpCaFile?: string, localApCaFile?: string, cacheTtlMs: number }
  /** Registering this SMP's participants in the SML (BDMSL over mTLS with the SMP certificate) and publishing their
   * business cards to the Peppol Directory. Off while `url` / `directoryUrl` are unset. */
  registration: { smlUrl?: string, smpId: string, smpUrl?: string, smpPhysicalAddress: string, smlCaFile?: string, directoryUrl?: string, directoryCaFile?: string, migrationCheckMs: number }
  /** The AS4 access point (plugins/peppol-as4): our AP key (the certificate is smp.apCertFile), whether peers may be
   * reached over plain http (WHARF_AS4_ALLOW_HTTP, local networks only), the default SBDH COUNTRY_C1, the largest
   * AS4 message accepted, the send timeout. */
  as4: { keyFile?: string, allowHttp: boolean, countryC1?: string, maxBytes: number, timeoutMs: number, receiptRetentionDays: number, revocation: 'crl' | 'off', revocationSoftFail: boolean }
}

export class ConfigError extends Error {
  constructor (variable: string, problem: string) {
    super(`Configuration error in ${variable}: ${problem}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

const int = (env: Env, name: string, fallback: number, min = 0): number => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new ConfigError(name, `expected a whole number >= ${min}, got "${raw}"`)
  return n
}

const revocationMode = (v: string | undefined): 'crl' | 'off' => {
  const mode = (v ?? '').trim().toLowerCase()
  if (mode === '' || mode === 'crl') return 'crl'
  if (mode === 'off') return 'off'
  throw new ConfigError('WHARF_AP_REVOCATION', `expected crl or off, got "${v ?? ''}"`)
}

const bool = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (/^(1|true|yes|on)$/i.test(raw)) return true
  if (/^(0|false|no|off)$/i.test(raw)) return false
  throw new ConfigError(name, `expected true or false, got "${raw}"`)
}

const url = (env: Env, name: string, fallback: string): string => {
  const raw = env[name] ?? fallback
  try {
    const u = new URL(raw)
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http(s)')
    return u.origin + u.pathname.replace(/\/+$/, '')
  } catch {
    throw new ConfigError(name, `expected an http(s) URL, got "${raw}"`)
  }
}

const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/
const UNIT: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }
const durationMs = (name: string, text: string): number => {
  const m = DURATION.exec(text.trim())
  if (m === null) throw new ConfigError(name, `expected a duration such as 500ms, 10s, 5m, 1h or 2d, got "${text}"`)
  return Math.round(Number(m[1]) * UNIT[m[2]])
}
const parseDuration = (env: Env, name: string, fallback: number): number =>
  env[name] === undefined || env[name] === '' ? fallback : durationMs(name, env[name] as string)
const schedule = (env: Env, name: string): number[] | undefined => {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return undefined
  return raw.split(',').map(part => durationMs(name, part))
}
const cidrs = (env: Env, name: string): string[] => {
  const list = (env[name] ?? '').split(',').map(s => s.trim()).filter(Boolean)
  for (const c of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(c)) throw new ConfigError(name, `"${c}" is not a CIDR such as 127.0.0.0/8 or ::1/128`)
  }
  return list
}

const stage = (env: Env): 'test' | 'production' => {
  const v = env.WHARF_PEPPOL_STAGE ?? 'test'
  if (v !== 'test' && v !== 'production') throw new ConfigError('WHARF_PEPPOL_STAGE', `expected test or production, got "${v}"`)
  return v
}

export function loadConfig (env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080)
  const defaultEnvironment = (env.WHARF_DEFAULT_ENVIRONMENT ?? 'acceptance') as Environment
  if (!ENVIRONMENTS.includes(defaultEnvironment)) {
    throw new ConfigError('WHARF_DEFAULT_ENVIRONMENT', `expected acceptance or production, got "${defaultEnvironment}"`)
  }
  const roles = (env.WHARF_ROLES ?? ROLES.join(',')).split(',').map(r => r.trim()).filter(Boolean)
  for (const r of roles) {
    if (!ROLES.includes(r as Role)) throw new ConfigError('WHARF_ROLES', `unknown role "${r}" (known: ${ROLES.join(', ')})`)
  }
  const accUrl = url(env, 'WHARF_ACCEPTANCE_URL', `http://localhost:${port}`)
  const prodUrl = url(env, 'WHARF_PRODUCTION_URL', `http://production.localhost:${port}`)
  if (new URL(accUrl).host === new URL(prodUrl).host) {
    throw new ConfigError('WHARF_PRODUCTION_URL', 'must have another host than WHARF_ACCEPTANCE_URL')
  }
  const schema = env.DATABASE_SCHEMA
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError('DATABASE_SCHEMA', 'expected a lower-case SQL identifier')
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: schema || undefined,
    dataDir: path.resolve(env.WHARF_DATA_DIR ?? './data'),
    masterKey: env.WHARF_MASTER_KEY || undefined,
    adminToken: env.WHARF_ADMIN_TOKEN || undefined,
    roles: roles as Role[],
    environments: {
      acceptance: { url: accUrl, authUrl: url(env, 'WHARF_ACCEPTANCE_AUTH_URL', accUrl) },
      production: { url: prodUrl, authUrl: url(env, 'WHARF_PRODUCTION_AUTH_URL', prodUrl) }
    },
    defaultEnvironment,
    tokenTtlSeconds: int(env, 'WHARF_TOKEN_TTL', 3600, 60),
    keyRotationDays: int(env, 'WHARF_KEY_ROTATION_DAYS', 90, 1),
    bodyLimit: int(env, 'WHARF_BODY_LIMIT', 10 * 1024 * 1024, 1024),
    maxDocumentBytes: int(env, 'WHARF_MAX_DOCUMENT_BYTES', 100 * 1024 * 1024, 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    demo: bool(env, 'WHARF_DEMO', true),
    trustProxy: bool(env, 'WHARF_TRUST_PROXY', false),
    hookAllowHttp: bool(env, 'WHARF_HOOK_ALLOW_HTTP', false),
    hookTimeoutMs: parseDuration(env, 'WHARF_HOOK_TIMEOUT', 100_000),
    hookTargetAllowlist: cidrs(env, 'WHARF_HOOK_TARGET_ALLOWLIST'),
    retrySchedule: schedule(env, 'WHARF_RETRY_SCHEDULE'),
    pluginsConfigFile: env.WHARF_PLUGINS_CONFIG ? path.resolve(env.WHARF_PLUGINS_CONFIG) : undefined,
    eventRetentionDays: int(env, 'WHARF_EVENT_RETENTION_DAYS', 30, 1),
    smp: {
      certFile: env.WHARF_SMP_CERT_FILE || undefined,
      keyFile: env.WHARF_SMP_KEY_FILE || undefined,
      apCertFile: env.WHARF_AP_CERT_FILE || undefined,
      as4Url: env.WHARF_AS4_URL ? url(env, 'WHARF_AS4_URL', '') : undefined,
      contact: env.WHARF_SMP_CONTACT || undefined
    },
    lookup: {
      smlZone: env.WHARF_SML_ZONE || 'participant.sml.test.tech.peppol.org',
      smlServers: env.WHARF_SML_DNS ? env.WHARF_SML_DNS.split(',').map(x => x.trim()).filter(Boolean) : undefined,
      stage: stage(env),
      localRootFile: env.WHARF_TRUST_LOCAL_ROOT_FILE || undefined,
      localSmpCaFile: env.WHARF_TRUST_LOCAL_SMP_CA_FILE || undefined,
      localApCaFile: env.WHARF_TRUST_LOCAL_AP_CA_FILE || undefined,
      cacheTtlMs: parseDuration(env, 'WHARF_LOOKUP_CACHE_TTL', 300_000)
    },
    registration: {
      smlUrl: env.WHARF_SML_URL ? url(env, 'WHARF_SML_URL', '') : undefined,
      smpId: env.WHARF_SMP_ID || 'WHARF-SMP',
      smpUrl: env.WHARF_SMP_URL ? url(env, 'WHARF_SMP_URL', '') : undefined,
      smpPhysicalAddress: env.WHARF_SMP_PHYSICAL_ADDRESS || '127.0.0.1',
      smlCaFile: env.WHARF_SML_CA_FILE || undefined,
      directoryUrl: env.WHARF_DIRECTORY_URL ? url(env, 'WHARF_DIRECTORY_URL', '') : undefined,
      directoryCaFile: env.WHARF_DIRECTORY_CA_FILE || undefined,
      migrationCheckMs: parseDuration(env, 'WHARF_MIGRATION_CHECK_INTERVAL', 60_000)
    },
    as4: {
      keyFile: env.WHARF_AP_KEY_FILE || undefined,
      allowHttp: bool(env, 'WHARF_AS4_ALLOW_HTTP', false),
      countryC1: env.WHARF_AS4_COUNTRY_C1 || undefined,
      maxBytes: int(env, 'WHARF_AS4_MAX_BYTES', 100 * 1024 * 1024, 1024),
      timeoutMs: parseDuration(env, 'WHARF_AS4_TIMEOUT', 60_000),
      receiptRetentionDays: int(env, 'WHARF_AS4_RECEIPT_RETENTION_DAYS', 90, 1),
      revocation: revocationMode(env.WHARF_AP_REVOCATION),
      revocationSoftFail: bool(env, 'WHARF_AP_REVOCATION_SOFT_FAIL', true)
    }
  }
}
