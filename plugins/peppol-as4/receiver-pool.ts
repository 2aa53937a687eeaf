/**
 * Runs the receiver's crypto (inbound-crypto.ts openAndSign: decrypt, verify + AP chain, checks, gunzip, SBDH,
 * receipt signature) off the main thread, on a small piscina pool of its own, so that every core works on incoming
 * messages while the main thread keeps serving HTTP and the database. One task per message; the message parts are
 * moved to the worker and the business document moved back; parts and documents spooled to files travel as their
 * paths (no copies of large documents between threads).
 *
 *   const pool = new ReceiverCryptoPool({ threads: 2, trustSource: { stage: 'test', localTestPki } })
 *   const outcome = await pool.open({ root, attachments, identity, at, maxDecompressedBytes })
 *   await pool.close()
 *
 * Threads: WHARF_AS4_RECEIVER_THREADS (config.as4.receiverThreads, passed by routes.ts; default
 * os.availableParallelism(); 0 = in the request thread, as before). Unexpected errors in a task reject (the route
 * answers 500), refusals are outcomes.
 */
import os from 'node:os'
import { Piscina } from 'piscina'
import path from 'node:path'
import { threadExecArgv } from '../../core/sdk/host.ts'
import { projectRoot, runtimeFile } from '../../core/sdk/runtime.ts'
import type { InboundOutcome, InboundPart, InboundTask } from './inbound-crypto.ts'
import type { PoolTask, TrustSource } from './receiver-task.ts'

export type { TrustSource }

export interface ReceiverPoolOptions {
  /** Worker threads (default os.availableParallelism()). */
  threads?: number
  trustSource: TrustSource
}

// Views on buffers at least this large are moved to the worker (their memory is the MIME parser's own, a socket
// read is never this large); smaller ones are copied into a buffer of their own, which is then moved.
const MOVE_AT = 1024 * 1024

const asBuffer = (u: Uint8Array): Buffer => Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength)

export class ReceiverCryptoPool {
  private piscina: Piscina<PoolTask, InboundOutcome> | undefined
  private readonly trustSource: TrustSource
  private readonly size: number

  constructor (options: ReceiverPoolOptions) {
    this.size = Math.max(1, options.threads ?? os.availableParallelism())
    this.trustSource = options.trustSource
  }

  /** The threads start with the first message (an instance that never receives AS4 never starts them). */
  private start (): Piscina<PoolTask, InboundOutcome> {
    const threads = this.size
    this.piscina ??= new Piscina<PoolTask, InboundOutcome>({
      // receiver-task.ts (dist/plugins/peppol-as4/receiver-task.js when the process runs dist/), loaded at thread
      // start so the first message does not wait for module loading.
      filename: runtimeFile(path.join(projectRoot, 'plugins', 'peppol-as4', 'receiver-task.ts')),
      name: 'runInboundTask',
      // One thread at the first message, one more whenever all are busy (up to `threads`); idle ones end after 60 s.
      minThreads: 0,
      maxThreads: threads,
      concurrentTasksPerWorker: 1, // a task is synchronous CPU work
      idleTimeout: 60_000,
      atomics: 'disabled',
      execArgv: threadExecArgv()
    })
    return this.piscina
  }

  get threads (): number { return this.piscina?.threads.length ?? 0 }

  async open (task: InboundTask): Promise<InboundOutcome> {
    const transfer = new Set<ArrayBuffer>()
    const send = (p: InboundPart): InboundPart => {
      let data = p.data
      if (!(data.buffer instanceof ArrayBuffer) || data.buffer.byteLength < MOVE_AT) data = new Uint8Array(data) // own copy
      transfer.add(data.buffer as ArrayBuffer)
      // A part spooled to a file travels as its path (structured clone of a plain object), never as bytes.
      return { contentId: p.contentId, contentType: p.contentType, data, ...(p.source !== undefined ? { source: p.source } : {}) }
    }
    const message: PoolTask = { ...task, root: send(task.root), attachments: task.attachments.map(send), trustSource: this.trustSource }
    const outcome = await this.start().run(message, { transferList: [...transfer] })
    // Structured clone delivers Uint8Array: the main thread works with Buffers.
    if (outcome.ok) {
      outcome.message.sbdh.document = asBuffer(outcome.message.sbdh.document)
      outcome.message.stored = asBuffer(outcome.message.stored)
      if (outcome.message.storedSource?.kind === 'memory') outcome.message.storedSource = { kind: 'memory', bytes: asBuffer(outcome.message.storedSource.bytes) }
    }
    return outcome
  }

  async close (): Promise<void> {
    const p = this.piscina
    this.piscina = undefined
    await p?.destroy()
  }
}
