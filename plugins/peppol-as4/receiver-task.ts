/**
 * One receiver crypto task on a pool thread (receiver-pool.ts): builds the AP trust check once per
 * trust source and thread, runs openAndSignAsync (inbound-crypto.ts; parts spooled to files arrive as their paths)
 * and hands the business document back by moving its memory, or as the path of its spool file (no copy of a large
 * document between threads).
 */
import { Piscina } from 'piscina'
import { loadTrustStore, type LoadTrustStoreOptions } from './pki/trust-store.ts'
import { apTrustCheck } from './identity.ts'
import { releaseAfterLargeDocument } from '../../core/sdk/blobs.ts'
import { openAndSignAsync, partsSize, type InboundOutcome, type InboundTask } from './inbound-crypto.ts'

/** How to build the AP trust store in a thread: the same inputs as plugins/peppol-as4/smp/lookup-deps.ts. */
export interface TrustSource { stage: 'test' | 'production', localTestPki?: LoadTrustStoreOptions['localTestPki'] }

export interface PoolTask extends InboundTask { trustSource: TrustSource }

const checks = new Map<string, (certPem: string, at: Date) => void>()

function trustFor (source: TrustSource): (certPem: string, at: Date) => void {
  const key = JSON.stringify(source)
  let check = checks.get(key)
  if (check === undefined) {
    check = apTrustCheck(loadTrustStore(source.stage, source.localTestPki !== undefined ? { localTestPki: source.localTestPki } : {}))
    checks.set(key, check)
  }
  return check
}

/** The ArrayBuffer of a view when moving it is safe and worth it: not node's shared small-Buffer pool. */
export function movableBuffer (u: Uint8Array): ArrayBuffer | undefined {
  const ab = u.buffer
  if (!(ab instanceof ArrayBuffer) || ab.byteLength <= Buffer.poolSize) return undefined
  return ab
}

export async function runInboundTask (task: PoolTask): Promise<InboundOutcome | object> {
  const outcome = await openAndSignAsync(task, trustFor(task.trustSource))
  // The message's decryption, gunzip and spool buffers, once the outcome is posted (core/memory/release.ts).
  const size = partsSize(task.attachments)
  setImmediate(() => { releaseAfterLargeDocument(size) })
  const ab = outcome.ok ? movableBuffer(outcome.message.stored) : undefined
  if (ab === undefined) return outcome
  // piscina's Transferable protocol: the value is posted with `ab` in the transfer list.
  const movable = { [Piscina.transferableSymbol]: [ab], [Piscina.valueSymbol]: outcome }
  return Piscina.move(movable as unknown as Parameters<typeof Piscina.move>[0])
}
