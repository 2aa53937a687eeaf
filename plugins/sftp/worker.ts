/**
 * The SFTP channel: uploads one document per delivery attempt.
 * - Login with a private key or a password (settings); the server's host key must match the pinned SHA-256
 *   fingerprint (`hostKeySha256`, as `ssh-keygen -lf` prints it). A mismatch fails for good (HOST_KEY_MISMATCH): it
 *   is either an attack or a server change the operator must confirm.
 * - The file is written as `.<final>.<random>.part` in the target folder, then renamed with the OpenSSH
 *   `posix-rename@openssh.com` extension, which replaces an existing file atomically (plain SFTP rename fails when
 *   the target exists). A reader of the folder sees the final name only once the file is complete. On a failure
 *   after the upload started, the temporary file is removed (best effort).
 * - Target: settings `directory` (default the login folder), plus the hook's `subdirectory` (hook settings, when
 *   `allowHookDirectory`), file name from the `filename` template (hook settings may override it).
 * - Outcomes: delivered with details { path, bytes }; HOST_KEY_MISMATCH, BAD_TARGET -> failed; everything else
 *   (connection refused, authentication failed, timeout, a missing folder or permission, SFTP errors) -> retryable.
 * Uses only the plugin SDK and ssh2-sftp-client.
 */
import { createHash } from 'node:crypto'
import SftpClient from 'ssh2-sftp-client'
import { currentTime, definePlugin, delivered, documentSource, documentStream, failed, retryable, stopwatch, timeLeft, type DeliveryJob, type DeliveryResult, type PluginContext } from '../../core/sdk/index.ts'
import { remotePaths, type RemotePaths } from './names.ts'

export interface SftpSettings {
  host: string
  port: number
  username: string
  password?: string
  privateKey?: string
  passphrase?: string
  hostKeySha256: string
  directory: string
  filename: string
  allowHookDirectory: boolean
  timeoutMs: number
}

interface HookSettings { subdirectory?: string, filename?: string }

/** `SHA256:abc...` or `abc...` -> `abc...` without padding. */
const normaliseFingerprint = (fp: string): string => fp.replace(/^SHA256:/, '').replace(/=+$/, '')
const fingerprint = (key: Buffer): string => createHash('sha256').update(key).digest('base64').replace(/=+$/, '')

const str = (v: unknown): string => typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v)

function placeholderValues (job: DeliveryJob, now: number): Record<string, string> {
  const payload = (typeof job.payload === 'object' && job.payload !== null && !Array.isArray(job.payload)) ? job.payload : {}
  const documentId = job.documentId ?? str(payload.documentId)
  return {
    documentId: documentId === '' ? job.deliveryId : documentId,
    filename: job.document?.filename ?? `${documentId === '' ? job.deliveryId : documentId}.xml`,
    deliveryId: job.deliveryId,
    tenantId: job.tenantId,
    partyId: job.partyId,
    date: new Date(now).toISOString().slice(0, 10)
  }
}

type Step = 'connect' | 'upload' | 'rename'

function classify (err: unknown, step: Step, target: string, mismatch: string | undefined, signal: AbortSignal): DeliveryResult {
  if (mismatch !== undefined) return failed('HOST_KEY_MISMATCH', mismatch, { condition: 'rejected' })
  const e = err as { code?: string | number, level?: string, message?: string }
  const message = e.message ?? String(err)
  if (signal.aborted || e.code === 'ETIMEDOUT' || /timed out/i.test(message)) {
    return retryable('TIMEOUT', `${target}: no answer in time during ${step}`, { condition: 'timeout' })
  }
  if (/cannot parse privateKey/i.test(message)) return retryable('BAD_PRIVATE_KEY', `${target}: the configured private key cannot be read (${message})`)
  if (e.level === 'client-authentication' || /authentication methods failed/i.test(message)) {
    return retryable('AUTH_FAILED', `${target}: the server refused the login (${message})`)
  }
  if (e.code === 'ECONNREFUSED' || /ECONNREFUSED/.test(message)) return retryable('CONNECTION_REFUSED', `${target}: connection refused`)
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return retryable('DNS_ERROR', `${target}: ${message}`)
  if (e.code === 2 || /no such file/i.test(message)) return retryable('REMOTE_PATH_ERROR', `${target}: ${step} failed, no such file or folder (${message})`)
  if (e.code === 3 || /permission denied/i.test(message)) return retryable('REMOTE_PATH_ERROR', `${target}: ${step} failed, permission denied (${message})`)
  return retryable(step === 'connect' ? 'CONNECTION_FAILED' : 'SFTP_ERROR', `${target}: ${step} failed: ${message}`)
}

export async function deliver (job: DeliveryJob, settings: SftpSettings, ctx: PluginContext): Promise<DeliveryResult> {
  const src = documentSource(job)
  if (src === undefined) return failed('NO_DOCUMENT', 'the SFTP channel delivers documents; this job has none')
  // A large document comes as a file (core/sdk DocumentContent.path): uploaded as a stream, never loaded whole.
  const size = src.kind === 'memory' ? src.bytes.length : src.size
  const hook = (job.hook.settings ?? {}) as HookSettings
  if (hook.subdirectory !== undefined && !settings.allowHookDirectory) return failed('BAD_TARGET', 'this tenant\'s SFTP settings do not allow a hook subdirectory')
  let paths: RemotePaths
  try {
    paths = remotePaths({ directory: settings.directory, subdirectory: hook.subdirectory, filename: hook.filename ?? settings.filename }, placeholderValues(job, currentTime(ctx)))
  } catch (err) {
    return failed('BAD_TARGET', (err as Error).message)
  }

  const target = `sftp://${settings.username}@${settings.host}:${settings.port}`
  const expected = normaliseFingerprint(settings.hostKeySha256)
  let mismatch: string | undefined
  const timeout = Math.min(settings.timeoutMs, timeLeft(ctx))
  const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(timeout)])
  const client = new SftpClient(`wharf-sftp-${job.deliveryId}`)
  // Settles when the signal aborts, so a stuck server cannot hold the call past its deadline.
  const aborted = new Promise<never>((_resolve, reject) => {
    const onAbort = (): void => { reject(signal.reason as Error) }
    if (signal.aborted) onAbort(); else signal.addEventListener('abort', onAbort, { once: true })
  })
  aborted.catch(() => {})
  const within = <T>(p: Promise<T>): Promise<T> => Promise.race([p, aborted])

  let step: Step = 'connect'
  let tempWritten = false
  const elapsed = stopwatch()
  try {
    await within(client.connect({
      host: settings.host,
      port: settings.port,
      username: settings.username,
      ...(settings.privateKey !== undefined ? { privateKey: settings.privateKey } : {}),
      ...(settings.passphrase !== undefined ? { passphrase: settings.passphrase } : {}),
      ...(settings.password !== undefined ? { password: settings.password } : {}),
      readyTimeout: timeout,
      retries: 0,
      hostVerifier: (key: Buffer): boolean => {
        const got = fingerprint(key)
        if (got === expected) return true
        mismatch = `${target}: the server's host key is SHA256:${got}, but SHA256:${expected} is pinned; if the server's key really changed, update hostKeySha256`
        return false
      }
    }))
    step = 'upload'
    ctx.log.info('uploading', { target, path: paths.tempPath, bytes: size, attempt: job.attempt })
    tempWritten = true
    await within(client.put(src.kind === 'memory' ? src.bytes : documentStream(job) as NodeJS.ReadableStream, paths.tempPath))
    step = 'rename'
    await within(client.posixRename(paths.tempPath, paths.finalPath))
    tempWritten = false
    return delivered({ details: { path: paths.finalPath, bytes: size, durationMs: elapsed() } })
  } catch (err) {
    const result = classify(err, step, target, mismatch, signal)
    if (tempWritten && !signal.aborted) await client.delete(paths.tempPath, true).catch(() => {})
    return result
  } finally {
    let timer: NodeJS.Timeout | undefined
    await Promise.race([client.end().catch(() => false), new Promise(resolve => { timer = setTimeout(resolve, 1000) })])
    clearTimeout(timer)
  }
}

export default definePlugin<SftpSettings>({ deliver })
