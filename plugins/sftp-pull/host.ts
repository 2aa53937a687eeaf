/**
 * sftp-pull on the main thread (entry.host): durable work, so polls survive restarts and run in one worker process
 * at a time per hook and interval.
 *
 *   sftp-pull.sweep  every SWEEP_MS (clock time): lists the source hooks with an sftp:// action
 *                    (context.hooks.sources('sftp')) whose tenant has the plugin enabled, and enqueues one
 *                    sftp-pull.poll per hook and interval slot (dedupe key `<hookId>:<slot>`), then its own next run.
 *                    The first sweep is enqueued when a worker process starts (the handler factory runs then).
 *   sftp-pull.poll   one poll of one hook (poll.ts). A host key mismatch refuses: nothing is read, the hook's party
 *                    gets a `{Stem}ReceivedError` event (code HOST_KEY_MISMATCH), and the poll is done (the next
 *                    interval tries again). Other connection problems are logged and retried by the work queue.
 */
import { enqueue, exponentialBackoff, outcome, type ExtensionHost, type HookWithSecrets, type PluginContext } from '../../core/sdk/host.ts'
import { stopwatch } from '../../core/sdk/index.ts'
import { BadAddressError, parseAddress } from './address.ts'
import { HostKeyMismatchError, openRemote } from './remote.ts'
import { poll, reportError } from './poll.ts'

export const SWEEP_KIND = 'sftp-pull.sweep'
export const POLL_KIND = 'sftp-pull.poll'
export const SWEEP_MS = 60_000
const PLUGIN = 'sftp-pull'

interface Settings { privateKey?: string, passphrase?: string, pollIntervalSeconds: number, maxFilesPerPoll: number, timeoutMs: number }

function settingsOf (raw: Record<string, unknown>): Settings {
  const int = (v: unknown, d: number): number => typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : d
  return {
    ...(typeof raw.privateKey === 'string' ? { privateKey: raw.privateKey } : {}),
    ...(typeof raw.passphrase === 'string' ? { passphrase: raw.passphrase } : {}),
    pollIntervalSeconds: int(raw.pollIntervalSeconds, 900),
    maxFilesPerPoll: int(raw.maxFilesPerPoll, 500),
    timeoutMs: int(raw.timeoutMs, 60_000)
  }
}

async function scheduleSweep (context: PluginContext, at: number): Promise<void> {
  const slot = Math.floor(at / SWEEP_MS)
  await enqueue(context.knex, context.clock, { kind: SWEEP_KIND, dedupeKey: `sweep:${slot}`, runAt: slot * SWEEP_MS }, { wakeup: context.wakeup })
}

/** Enqueues the due polls: one per hook and interval slot. */
export async function sweep (context: PluginContext): Promise<number> {
  const now = context.clock.now()
  let n = 0
  for (const hook of await context.hooks.sources('sftp')) {
    const { enabled, settings } = await context.pluginSettings(PLUGIN, hook.tenantId)
    if (!enabled) continue
    let interval = settingsOf(settings).pollIntervalSeconds
    try { interval = parseAddress(hook.actionWithCredentials).intervalSeconds ?? interval } catch { /* the poll reports it */ }
    const slot = Math.floor(now / (interval * 1000))
    await enqueue(context.knex, context.clock, { kind: POLL_KIND, tenantId: hook.tenantId, dedupeKey: `${hook.id}:${interval}:${slot}`, payload: { hookId: hook.id } }, { wakeup: context.wakeup })
    n++
  }
  return n
}

export async function pollHook (context: PluginContext, hook: HookWithSecrets): Promise<Record<string, unknown>> {
  let address
  try { address = parseAddress(hook.actionWithCredentials) } catch (err) {
    if (!(err instanceof BadAddressError)) throw err
    await reportError(context, hook, 'BAD_ADDRESS', `SFTP source hook ${hook.name ?? hook.id}: ${err.message}`)
    return { skipped: 'BAD_ADDRESS' }
  }
  const settings = settingsOf((await context.pluginSettings(PLUGIN, hook.tenantId)).settings)
  let remote
  try {
    remote = await openRemote(address, settings, settings.timeoutMs, hook.id)
  } catch (err) {
    if (!(err instanceof HostKeyMismatchError)) throw err
    context.log.warn({ hookId: hook.id }, err.message)
    await reportError(context, hook, 'HOST_KEY_MISMATCH', err.message)
    return { refused: 'HOST_KEY_MISMATCH' }
  }
  try {
    const elapsed = stopwatch()
    const counts = { ...await poll(context, hook, address, remote, settings), durationMs: 0 }
    counts.durationMs = elapsed()
    if (counts.taken + counts.duplicates + counts.succeeded + counts.errors > 0) context.log.info({ hookId: hook.id, ...counts }, 'sftp-pull: poll done')
    return counts
  } finally {
    await remote.close()
  }
}

export default function register (host: ExtensionHost): void {
  host.actionCheck('sftp', action => { try { parseAddress(action); return null } catch (err) { return (err as Error).message } })
  host.workHandler(SWEEP_KIND, context => {
    // A worker process starts: make sure a sweep is queued (deduplicated by its time slot).
    scheduleSweep(context, context.clock.now()).catch(err => { context.log.error({ err }, 'sftp-pull: first sweep not queued') })
    return async () => {
      // The next sweep first: a sweep that fails does not end the chain.
      await scheduleSweep(context, context.clock.now() + SWEEP_MS)
      return outcome.done({ polls: await sweep(context) })
    }
  })
  host.workHandler(POLL_KIND, context => async (job: { payload: { hookId: string } }) => {
    const hook = await context.hooks.withSecrets(job.payload.hookId)
    if (hook === undefined || !hook.isActive || hook.deletedAt !== null || hook.publishTopics.length === 0) return outcome.done({ skipped: 'no such source hook' })
    return outcome.done(await pollHook(context, hook))
  }, exponentialBackoff({ initialMs: 30_000, maxDelayMs: 600_000, maxAttempts: 5 }))
}
