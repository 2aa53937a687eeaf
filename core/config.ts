/**
 * Process configuration, read once from the environment (see the README's table). Everything else receives a
 * Config object, so tests build one with overrides instead of mutating process.env. This is the one module that
 * reads process.env: loadConfig() for the server, processSettings() for what every thread reads of its own process
 * (spool folder, malloc tuning, Node's flags), since plugin and receiver threads have no Config.
 */
import os from 'node:os'
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
  /** Bearer token of GET /metrics (WHARF_METRICS_TOKEN); unset: /metrics is not served on the API's port. */
  metricsToken?: string
  /** WHARF_METRICS_PORT: GET /metrics on a port of its own (0: any free one), on metricsHost (WHARF_METRICS_HOST, default HOST). */
  metricsPort?: number
  metricsHost?: string
  roles: Role[]
  environments: Record<Environment, EnvironmentConfig>
  defaultEnvironment: Environment
  tokenTtlSeconds: number
  /** Throttling of POST /connect/token (core/auth/throttle.ts): failed attempts allowed per window for each source
   * address, client id and username (0: that limit is off), the window (also the first lockout) and the longest
   * lockout (each lockout lasts twice the one before). */
  login: { ipFailures: number, clientFailures: number, userFailures: number, windowMs: number, maxLockoutMs: number }
  keyRotationDays: number
  bodyLimit: number
  /** HTTP server time limits (WHARF_HEADERS_TIMEOUT, WHARF_REQUEST_TIMEOUT, WHARF_BODY_IDLE_TIMEOUT; 0 = none): for the
   * request headers, for the whole request (headers and body), and for a body that stops arriving (core/http/connections.ts). */
  http: { headersTimeoutMs: number, requestTimeoutMs: number, bodyIdleTimeoutMs: number }
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
  /** Lease of a claimed durable job (WHARF_WORK_LEASE); 0: 1.2 x WHARF_HOOK_TIMEOUT + 10 s. A process killed mid-job
   * (kill -9) leaves its jobs to the other processes after this; never shorter than the hook timeout. */
  workLeaseMs: number
  /** How long a stopping worker waits for its jobs in flight (WHARF_SHUTDOWN_GRACE, default 7 s) before it aborts
   * them and releases their claims to the other processes. */
  shutdownGraceMs: number
  /** CIDRs webhook targets may use although private or loopback. */
  hookTargetAllowlist: string[]
  /** Webhook retry delays (WHARF_RETRY_SCHEDULE); undefined: the default 5-day exponential backoff. */
  retrySchedule?: number[]
  /** The operator's plugin configuration file, merged over config/plugins.json. */
  pluginsConfigFile?: string
  /** Plans, lowest first (WHARF_PLANS; default core/transforms/plans.ts), and the lowest plan that may convert
   * formats (WHARF_TRANSFORM_MIN_PLAN, default 10K). */
  plans?: string[]
  transformMinPlan?: string
  /** Convert a document the receiver does not accept into a type it does, when the channel says which (WHARF_AUTO_CONVERT,
   * default true; core/sending/auto-convert.ts). */
  autoConvert: boolean
  /** Days events stay in the event log. */
  eventRetentionDays: number
  /** Default retention of documents' bytes (core/lifecycle/retention.ts; a tenant may override each period through
   * the admin API): received documents `receivedDays` after receipt or `afterDownloadDays` after their first download,
   * whichever comes first; sent ones `sentHours` after delivery; failed or rejected ones `failedDays` after the
   * failure. The housekeeping job removes at most `batchSize` documents per statement and `maxBatches` per run. */
  retention: { receivedDays: number, afterDownloadDays: number, sentHours: number, failedDays: number, batchSize: number, maxBatches: number }
  /** The SMP this process serves: its signing certificate and key, the AP certificate and AS4 address it publishes;
   * excludeDocumentTypes (WHARF_SMP_EXCLUDE_DOCUMENT_TYPES, comma-separated identifiers with scheme): types of the
   * capabilities this access point neither publishes nor receives (e.g. a back office that reads no CII);
   * cacheEntries (WHARF_SMP_CACHE_ENTRIES): signed answers kept in memory (0: each answer is signed when asked). */
  smp: { certFile?: string, keyFile?: string, apCertFile?: string, as4Url?: string, contact?: string, excludeDocumentTypes?: string[], cacheEntries: number }
  /** Looking up other participants: SML zone and DNS servers, Peppol stage of the trust store, local test PKI CAs. */
  lookup: { smlZone: string, smlServers?: string[], stage: 'test' | 'production', localRootFile?: string, localSmpCaFile?: string, localApCaFile?: string, cacheTtlMs: number }
  /** Registering this SMP's participants in the SML (BDMSL over mTLS with the SMP certificate) and publishing their
   * business cards to the Peppol Directory. Off while `url` / `directoryUrl` are unset. */
  registration: { smlUrl?: string, smpId: string, smpUrl?: string, smpPhysicalAddress: string, smlCaFile?: string, directoryUrl?: string, directoryCaFile?: string, migrationCheckMs: number }
  /** The AS4 access point (plugins/peppol-as4): our AP key (the certificate is smp.apCertFile), whether peers may be
   * reached over plain http (WHARF_AS4_ALLOW_HTTP, local networks only), the default SBDH COUNTRY_C1, the largest
   * AS4 message accepted, the send timeout, the threads that run the crypto of received messages
   * (WHARF_AS4_RECEIVER_THREADS, 0..64; unset: one per CPU; 0: on the request thread). */
  as4: { keyFile?: string, allowHttp: boolean, countryC1?: string, maxBytes: number, timeoutMs: number, receiptRetentionDays: number, revocation: 'crl' | 'off', revocationSoftFail: boolean, receiverThreads: number }
  /** Peppol Reporting (plugins/peppol-as4/reporting/): the monthly EUSR and TSR of this access point. */
  reporting: {
    /** Build and send the reports on schedule (WHARF_REPORTING, default on when the AP has a certificate). */
    enabled: boolean
    /** Participant the reports are sent to (WHARF_REPORTING_RECEIVER; OpenPeppol: 9925:be0848934496). */
    receiver: string
    /** Our sending participant (WHARF_REPORTING_SENDER); default 0242:<six digits of our seat id>. */
    sender?: string
    /** COUNTRY_C1 of the reports, and the end-user country of a receiving party without one (WHARF_REPORTING_COUNTRY; default WHARF_AS4_COUNTRY_C1). */
    country?: string
    /** Days into the next month before the reports of a month are built and sent (WHARF_REPORTING_DELAY_DAYS, 1). */
    delayDays: number
    /** Accept EUSR/TSR over AS4 for the receiver participant, as OpenPeppol does (WHARF_REPORTING_ACCEPT; test networks). */
    accept: boolean
  }
  /** Documents in by email (plugins/mailfrom): the SMTP receiver runs in api processes when WHARF_MAILFROM_PORT is
   * set (off by default); its address, the mail domain of the inbound addresses (RCPT to another domain is refused
   * when set), STARTTLS certificate and key files (PEM), the largest message accepted (SIZE). */
  mailfrom: { port?: number, host: string, domain?: string, tlsCertFile?: string, tlsKeyFile?: string, maxBytes: number }
  /** Validation of sent and received documents (core/validation/policy.ts): the default policy of every tenant
   * (WHARF_VALIDATION_POLICY reject | warn | off, default reject; a tenant's own through the admin API), the largest
   * document the pipelines validate (WHARF_VALIDATION_MAX_BYTES, default 1 MiB: larger ones pass unvalidated, noted in
   * their history), whether the pool is warmed at start (WHARF_VALIDATION_WARM, default true), and how many threads
   * it runs (WHARF_VALIDATION_THREADS, default the cores up to 4; each warm thread holds the BIS 3 rule sets and the
   * UBL 2.1 schema, ~130 MiB). */
  validation: { policy: 'reject' | 'warn' | 'off', maxBytes: number, warm: boolean, threads: number }
}

export class ConfigError extends Error {
  constructor (variable: string, problem: string) {
    super(`Configuration error in ${variable}: ${problem}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

const int = (env: Env, name: string, fallback: number, min = 0, max = Number.POSITIVE_INFINITY): number => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(name, `expected a whole number ${max === Number.POSITIVE_INFINITY ? `>= ${min}` : `${min}..${max}`}, got "${raw}"`)
  }
  return n
}

const validationPolicy = (v: string | undefined): 'reject' | 'warn' | 'off' => {
  const p = (v ?? '').trim().toLowerCase()
  if (p === '') return 'reject'
  if (p === 'reject' || p === 'warn' || p === 'off') return p
  throw new ConfigError('WHARF_VALIDATION_POLICY', `expected reject, warn or off, got "${v ?? ''}"`)
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

/** Node refuses a headers timeout longer than the request timeout. */
function httpTimeouts (env: Env): Config['http'] {
  const t = {
    headersTimeoutMs: parseDuration(env, 'WHARF_HEADERS_TIMEOUT', 20_000),
    requestTimeoutMs: parseDuration(env, 'WHARF_REQUEST_TIMEOUT', 60_000),
    bodyIdleTimeoutMs: parseDuration(env, 'WHARF_BODY_IDLE_TIMEOUT', 30_000)
  }
  if (t.requestTimeoutMs > 0 && t.headersTimeoutMs > t.requestTimeoutMs) {
    throw new ConfigError('WHARF_HEADERS_TIMEOUT', 'must not be longer than WHARF_REQUEST_TIMEOUT')
  }
  return t
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
    metricsToken: env.WHARF_METRICS_TOKEN || undefined,
    ...(env.WHARF_METRICS_PORT !== undefined && env.WHARF_METRICS_PORT !== '' ? { metricsPort: int(env, 'WHARF_METRICS_PORT', 0, 0, 65535) } : {}),
    ...(env.WHARF_METRICS_HOST !== undefined && env.WHARF_METRICS_HOST !== '' ? { metricsHost: env.WHARF_METRICS_HOST } : {}),
    roles: roles as Role[],
    environments: {
      acceptance: { url: accUrl, authUrl: url(env, 'WHARF_ACCEPTANCE_AUTH_URL', accUrl) },
      production: { url: prodUrl, authUrl: url(env, 'WHARF_PRODUCTION_AUTH_URL', prodUrl) }
    },
    defaultEnvironment,
    tokenTtlSeconds: int(env, 'WHARF_TOKEN_TTL', 3600, 60),
    login: {
      ipFailures: int(env, 'WHARF_LOGIN_IP_FAILURES', 100),
      clientFailures: int(env, 'WHARF_LOGIN_CLIENT_FAILURES', 20),
      userFailures: int(env, 'WHARF_LOGIN_USER_FAILURES', 10),
      windowMs: parseDuration(env, 'WHARF_LOGIN_WINDOW', 900_000),
      maxLockoutMs: parseDuration(env, 'WHARF_LOGIN_MAX_LOCKOUT', 86_400_000)
    },
    keyRotationDays: int(env, 'WHARF_KEY_ROTATION_DAYS', 90, 1),
    bodyLimit: int(env, 'WHARF_BODY_LIMIT', 10 * 1024 * 1024, 1024),
    http: httpTimeouts(env),
    maxDocumentBytes: int(env, 'WHARF_MAX_DOCUMENT_BYTES', 100 * 1024 * 1024, 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    demo: bool(env, 'WHARF_DEMO', true),
    trustProxy: bool(env, 'WHARF_TRUST_PROXY', false),
    hookAllowHttp: bool(env, 'WHARF_HOOK_ALLOW_HTTP', false),
    hookTimeoutMs: parseDuration(env, 'WHARF_HOOK_TIMEOUT', 100_000),
    workLeaseMs: parseDuration(env, 'WHARF_WORK_LEASE', 0),
    shutdownGraceMs: parseDuration(env, 'WHARF_SHUTDOWN_GRACE', 7_000),
    hookTargetAllowlist: cidrs(env, 'WHARF_HOOK_TARGET_ALLOWLIST'),
    retrySchedule: schedule(env, 'WHARF_RETRY_SCHEDULE'),
    pluginsConfigFile: env.WHARF_PLUGINS_CONFIG ? path.resolve(env.WHARF_PLUGINS_CONFIG) : undefined,
    plans: env.WHARF_PLANS ? env.WHARF_PLANS.split(',').map(x => x.trim()).filter(Boolean) : undefined,
    transformMinPlan: env.WHARF_TRANSFORM_MIN_PLAN?.trim() || undefined,
    autoConvert: bool(env, 'WHARF_AUTO_CONVERT', true),
    eventRetentionDays: int(env, 'WHARF_EVENT_RETENTION_DAYS', 30, 1),
    retention: {
      receivedDays: int(env, 'WHARF_RETENTION_RECEIVED_DAYS', 90, 1, 3650),
      afterDownloadDays: int(env, 'WHARF_RETENTION_AFTER_DOWNLOAD_DAYS', 7, 1, 3650),
      sentHours: int(env, 'WHARF_RETENTION_SENT_HOURS', 24, 1, 87_600),
      failedDays: int(env, 'WHARF_RETENTION_FAILED_DAYS', 90, 1, 3650),
      batchSize: int(env, 'WHARF_RETENTION_BATCH', 200, 1, 10_000),
      maxBatches: int(env, 'WHARF_RETENTION_MAX_BATCHES', 10, 1, 1000)
    },
    smp: {
      certFile: env.WHARF_SMP_CERT_FILE || undefined,
      keyFile: env.WHARF_SMP_KEY_FILE || undefined,
      apCertFile: env.WHARF_AP_CERT_FILE || undefined,
      as4Url: env.WHARF_AS4_URL ? url(env, 'WHARF_AS4_URL', '') : undefined,
      contact: env.WHARF_SMP_CONTACT || undefined,
      excludeDocumentTypes: env.WHARF_SMP_EXCLUDE_DOCUMENT_TYPES ? env.WHARF_SMP_EXCLUDE_DOCUMENT_TYPES.split(',').map(x => x.trim()).filter(Boolean) : undefined,
      cacheEntries: int(env, 'WHARF_SMP_CACHE_ENTRIES', 10_000, 0, 1_000_000)
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
      revocationSoftFail: bool(env, 'WHARF_AP_REVOCATION_SOFT_FAIL', true),
      receiverThreads: int(env, 'WHARF_AS4_RECEIVER_THREADS', os.availableParallelism(), 0, 64)
    },
    reporting: {
      enabled: bool(env, 'WHARF_REPORTING', true),
      receiver: env.WHARF_REPORTING_RECEIVER || '9925:be0848934496',
      sender: env.WHARF_REPORTING_SENDER || undefined,
      country: env.WHARF_REPORTING_COUNTRY || env.WHARF_AS4_COUNTRY_C1 || undefined,
      delayDays: int(env, 'WHARF_REPORTING_DELAY_DAYS', 1, 0, 14),
      accept: bool(env, 'WHARF_REPORTING_ACCEPT', false)
    },
    mailfrom: {
      port: env.WHARF_MAILFROM_PORT ? int(env, 'WHARF_MAILFROM_PORT', 0, 0, 65535) : undefined,
      host: env.WHARF_MAILFROM_HOST || '0.0.0.0',
      domain: env.WHARF_MAILFROM_DOMAIN?.trim().toLowerCase() || undefined,
      tlsCertFile: env.WHARF_MAILFROM_TLS_CERT_FILE || undefined,
      tlsKeyFile: env.WHARF_MAILFROM_TLS_KEY_FILE || undefined,
      maxBytes: int(env, 'WHARF_MAILFROM_MAX_BYTES', 25 * 1024 * 1024, 1024)
    },
    validation: {
      policy: validationPolicy(env.WHARF_VALIDATION_POLICY),
      maxBytes: int(env, 'WHARF_VALIDATION_MAX_BYTES', 1024 * 1024, 0),
      warm: bool(env, 'WHARF_VALIDATION_WARM', true),
      threads: int(env, 'WHARF_VALIDATION_THREADS', Math.max(1, Math.min(os.availableParallelism(), 4)), 1, 64)
    }
  }
}

/** What every thread reads of its own process environment (main, plugin and receiver threads alike). */
export interface ProcessSettings {
  /** Folder of spool files (WHARF_SPOOL_DIR, else <os tmp>/wharf-spool), absolute. */
  spoolDir: string
  /** WHARF_MALLOC_TRIM: off, false, 0 or no switches the malloc addon off (core/memory/malloc.ts); anything else leaves it on. */
  mallocTrim: boolean
  /** The operator set glibc's own malloc thresholds (MALLOC_MMAP_THRESHOLD_, MALLOC_TRIM_THRESHOLD_, or either in
   * GLIBC_TUNABLES): then Wharf sets none. */
  operatorMallocThresholds: boolean
  /** Node's flags of this process: its command line's, then NODE_OPTIONS's. */
  nodeFlags: string[]
}

/** Read on each call (cheap): callers keep what they need, so a test may set the environment before first use. */
export function processSettings (env: Env = process.env): ProcessSettings {
  return {
    spoolDir: path.resolve(env.WHARF_SPOOL_DIR ?? path.join(os.tmpdir(), 'wharf-spool')),
    mallocTrim: !/^(off|false|0|no)$/i.test(env.WHARF_MALLOC_TRIM ?? ''),
    operatorMallocThresholds: env.MALLOC_MMAP_THRESHOLD_ !== undefined || env.MALLOC_TRIM_THRESHOLD_ !== undefined ||
      /glibc\.malloc\.(mmap|trim)_threshold=/.test(env.GLIBC_TUNABLES ?? ''),
    nodeFlags: [...process.execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)]
  }
}
