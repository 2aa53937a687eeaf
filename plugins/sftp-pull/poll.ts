/**
 * One poll of one source hook (README.md): settle the files whose documents were sent before (pending -> success or
 * error once the delivery is final; still retrying: they stay), then take in the new files of readDirectory:
 *   content hash seen before by this hook  -> duplicateDirectory (or deleted)
 *   new                                    -> pendingDirectory, a row (hook, sha256), then sent as the API does
 *     refused before storing (not XML, wrong family, ...) -> errorDirectory and a `{Stem}ReceivedError` event
 *     stored with status error (EndpointID, no channel)    -> errorDirectory (the send published *SentError)
 *     queued                                              -> stays in pending until its delivery is final
 * A status directory that is not configured means: delete the file at that point (readDirectory keeps a file
 * waiting when there is no pendingDirectory). The row is written before the file moves, so a crash in between
 * finds the row next time and continues from it; a document is sent with the row's documentId, so a repeated
 * send answers the stored document (context.sendDocument `existing`) instead of storing a second one.
 */
import { createHash, randomUUID } from 'node:crypto'
import { WharfError, publish, receivedErrorTopic, type HookWithSecrets, type PluginContext } from '../../core/sdk/host.ts'
import type { PullAddress } from './address.ts'
import { join, type Remote } from './remote.ts'

export interface PollSettings { maxFilesPerPoll: number }
export interface PollCounts { taken: number, sent: number, duplicates: number, errors: number, succeeded: number, waiting: number }

interface FileRow { hook_id: string, sha256: string, name: string, state: string, document_id: string, document_key: string | null }

const TABLE = 'sftp_pull_files'
const FINAL_OK = new Set(['sent'])
const FINAL_ERROR = new Set(['error'])


export async function reportError (context: PluginContext, hook: HookWithSecrets, code: string, message: string, details: Record<string, unknown> = {}): Promise<void> {
  await context.knex.transaction(async trx => {
    await publish(trx, { clock: context.clock, hooks: context.hooks, wakeup: context.wakeup }, {
      tenantId: hook.tenantId, environment: hook.environment, topic: receivedErrorTopic(hook.publishTopics[0]),
      partyInternalId: hook.partyId, partyId: hook.endpointId, createdBy: 'sftp-pull', message,
      details: { hookId: hook.id, code, channel: 'sftp', ...details }
    })
  })
}

export async function poll (context: PluginContext, hook: HookWithSecrets, address: PullAddress, remote: Remote, settings: PollSettings): Promise<PollCounts> {
  const counts: PollCounts = { taken: 0, sent: 0, duplicates: 0, errors: 0, succeeded: 0, waiting: 0 }
  const now = (): Date => new Date(context.clock.now())
  const waitDir = address.pendingDirectory ?? address.readDirectory
  const update = async (row: FileRow, change: Partial<FileRow> & { reason?: string | null }): Promise<void> => {
    await context.knex(TABLE).where({ hook_id: row.hook_id, sha256: row.sha256 }).update({ ...change, updated_at: now() })
  }
  /** Moves a waiting file to a status directory, or deletes it when that directory is not configured. */
  const finish = async (name: string, from: string, to: string | undefined): Promise<void> => {
    if (to === undefined) await remote.remove(join(from, name))
    else await remote.move(join(from, name), to, name)
  }

  const send = async (row: FileRow, bytes: Buffer): Promise<void> => {
    try {
      const r = await context.sendDocument({
        tenantId: hook.tenantId, environment: hook.environment, partyId: hook.partyId as string, bytes,
        command: hook.publishTopics[0], createdBy: 'sftp-pull', documentId: row.document_id,
        ...(hook.endpointId !== null ? { partyIdentifier: hook.endpointId } : {})
      })
      if (r.status === 'error') {
        await update(row, { state: 'error', document_key: r.documentKey, reason: r.error?.message ?? null })
        await finish(row.name, waitDir, address.errorDirectory)
        counts.errors++
        return
      }
      await update(row, { state: 'queued', document_key: r.documentKey })
      counts.sent++
    } catch (err) {
      if (!(err instanceof WharfError)) throw err
      await update(row, { state: 'error', reason: err.message })
      await finish(row.name, waitDir, address.errorDirectory)
      await reportError(context, hook, err.code, `${row.name}: ${err.message}`, { file: row.name, sha256: row.sha256 })
      counts.errors++
    }
  }

  // 1. Files sent before: settle the ones whose delivery is final; resend the ones a crash left unsent.
  const open = await context.knex(TABLE).where({ hook_id: hook.id }).whereIn('state', ['sending', 'queued']) as FileRow[]
  for (const row of open) {
    if (row.state === 'sending') {
      if (!await remote.exists(join(waitDir, row.name))) { await update(row, { state: 'error', reason: 'the file disappeared before it was sent' }); continue }
      await send(row, await remote.get(join(waitDir, row.name)))
      continue
    }
    const status = await context.documentStatus(row.document_key as string)
    if (status !== undefined && FINAL_OK.has(status.status)) {
      await finish(row.name, waitDir, address.successDirectory)
      await update(row, { state: 'success' })
      counts.succeeded++
    } else if (status === undefined || FINAL_ERROR.has(status.status)) {
      await finish(row.name, waitDir, address.errorDirectory)
      await update(row, { state: 'error', reason: status?.reason ?? 'the document no longer exists' })
      counts.errors++
    } else counts.waiting++
  }
  const waiting = new Set((await context.knex(TABLE).where({ hook_id: hook.id }).whereIn('state', ['sending', 'queued']).select('name') as FileRow[]).map(r => r.name))

  // 2. New files.
  const names = (await remote.list(address.readDirectory)).slice(0, settings.maxFilesPerPoll)
  for (const name of names) {
    // A file of this name in flight: without a pending directory it is that file (waiting in readDirectory); with
    // one, a newer file of the same name waits here until the first has left pending (it would replace it).
    if (waiting.has(name)) continue
    const bytes = await remote.get(join(address.readDirectory, name))
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const seen = await context.knex(TABLE).where({ hook_id: hook.id, sha256 }).first() as FileRow | undefined
    if (seen !== undefined) {
      await finish(name, address.readDirectory, address.duplicateDirectory)
      counts.duplicates++
      continue
    }
    const row: FileRow = { hook_id: hook.id, sha256, name, state: 'sending', document_id: randomUUID(), document_key: null }
    await context.knex(TABLE).insert({ ...row, created_at: now(), updated_at: now() })
    if (address.pendingDirectory !== undefined) await remote.move(join(address.readDirectory, name), address.pendingDirectory, name)
    counts.taken++
    await send(row, bytes)
  }
  return counts
}
