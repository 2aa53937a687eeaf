/**
 * The test log check (README, "Testing"): when WHARF_TEST_LOG_DIR is set (scripts/test.js sets it), every test Wharf
 * also writes its whole log at level debug to `<dir>/<test file>-<pid>.log`, and every secret the tests handle
 * through `app.inject` (passwords, client secrets, secure keys, subscription keys, access and download tokens, Basic
 * credentials, in request payloads, headers, query strings and answers) is added to `<dir>/secrets-<pid>.txt`.
 * scripts/check-log-secrets.js then fails the run when a log holds one of them or anything shaped like a credential.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'

const dir = process.env.WHARF_TEST_LOG_DIR
const label = path.basename(process.argv[1] ?? 'wharf').replace(/\.test\.ts$/, '').replace(/[^\w.-]/g, '_')

/** Whether the run keeps the logs (then the loggers write at debug). */
export const keepingLogs = dir !== undefined && dir !== ''

let logFd: number | undefined
/** Appends log text to this test process's log file (synchronously: nothing is lost when the process ends). */
export function keepLog (text: string): void {
  if (!keepingLogs) return
  logFd ??= fs.openSync(path.join(dir as string, `${label}-${process.pid}.log`), 'a')
  fs.writeSync(logFd, text)
}

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity }
/** The level the loggers write at: debug when the logs are kept (unless the test asked for more). */
export const captureLevel = (level: string): string => keepingLogs && (LEVELS[level] ?? 30) > LEVELS.debug ? 'debug' : level
/** Whether a pino line is at `level` or above (what the test itself asked to see in `logs()`). */
export const atLevel = (line: string, level: string): boolean =>
  Number(/"level":(\d+)/.exec(line)?.[1] ?? 60) >= (LEVELS[level] ?? 30)

const SECRET_FIELDS = new Set(['password', 'client_secret', 'clientsecret', 'securekey', 'secret', 'subscriptionkey', 'subscription-key', 'access_token', 'token', 'admintoken'])
const registered = new Set<string>()
let secretsFd: number | undefined

/** Adds a secret value to the list the scanner looks for (values under 8 characters would match by chance). */
export function registerSecret (value: unknown): void {
  if (!keepingLogs || typeof value !== 'string') return
  const v = value.trim()
  if (v.length < 8 || v.includes('\n') || registered.has(v)) return
  registered.add(v)
  secretsFd ??= fs.openSync(path.join(dir as string, `secrets-${process.pid}.txt`), 'a')
  fs.writeSync(secretsFd, `${v}\n`)
}

function fromObject (value: unknown, depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return
  for (const [k, v] of Object.entries(value)) {
    if (SECRET_FIELDS.has(k.toLowerCase())) registerSecret(v)
    else fromObject(v, depth + 1)
  }
}

function fromText (text: string): void {
  const t = text.trim()
  if (t.startsWith('{') || t.startsWith('[')) {
    try { fromObject(JSON.parse(t)) } catch { /* not JSON */ }
  } else if (/^[\w.%+-]+=/.test(t) && !t.includes('<')) {
    for (const [k, v] of new URLSearchParams(t)) if (SECRET_FIELDS.has(k.toLowerCase())) registerSecret(v)
  }
}

function fromHeader (name: string, value: unknown): void {
  if (typeof value !== 'string') return
  const n = name.toLowerCase()
  if (n === 'authorization') {
    const [scheme, cred] = value.split(/\s+/, 2)
    registerSecret(cred)
    if (scheme.toLowerCase() === 'basic' && cred !== undefined) {
      const decoded = Buffer.from(cred, 'base64').toString('utf8')
      registerSecret(decoded.slice(decoded.indexOf(':') + 1))
    }
  } else if (n === 'subscription-key' || n === 'x-service-token' || n === 'cookie') registerSecret(value)
}

/** Records the secrets of one `app.inject` call: its URL's query, headers and payload, and the answer's body. */
export function registerInjected (opts: InjectOptions | string, res: LightMyRequestResponse): void {
  if (!keepingLogs) return
  const o: InjectOptions = typeof opts === 'string' ? { url: opts } : opts
  const url = typeof o.url === 'string' ? o.url : typeof o.path === 'string' ? o.path : ''
  const q = url.indexOf('?')
  if (q >= 0) fromText(url.slice(q + 1))
  if (o.query !== undefined && typeof o.query === 'object') fromObject(o.query)
  for (const [k, v] of Object.entries(o.headers ?? {})) fromHeader(k, v)
  const payload = o.payload ?? o.body
  if (typeof payload === 'string') fromText(payload)
  else if (Buffer.isBuffer(payload)) { if (payload.length < 1_000_000) fromText(payload.toString('utf8')) } else fromObject(payload)
  if (res.payload.length < 1_000_000) fromText(res.payload)
}
