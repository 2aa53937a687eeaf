/**
 * The webhook receiver of the webhooks bench (webhooks.bench.ts): an HTTPS server (node:https, the test CA's server
 * certificate for 127.0.0.1 from test/fixtures/tls) in a child process of its own, so that it does not share an
 * event loop with the load generator. It answers every POST with an empty 200 as soon as the body has arrived, and
 * counts, per phase: requests, distinct X-Service-Delivery ids, body bytes, the first and last receive times, and
 * for each request the event's age when it arrived (receive time - the body's `createdOn`, both real time on this
 * machine). The first few requests of a phase have their X-Service-Signature checked against the phase's key.
 *
 * A phase started with `hold` parks every request without answering until `release`: the sender's requests in flight
 * stay open, so a Wharf worker (all of its slots waiting on the receiver) claims nothing more and a backlog builds up
 * in the jobs table. Parked requests count as received at the release.
 *
 * Forked with `--import tsx` by receiverProcess() below; driven over IPC:
 *   { id, cmd: 'reset', phase, key?, hold? }    start a new phase (counters cleared)            -> { id, ok: true }
 *   { id, cmd: 'release' }                      answer the parked requests, stop holding          -> { id, ok: true }
 *   { id, cmd: 'wait', count, timeoutMs }       answer once `count` requests of the phase arrived -> { id, stats }
 *   { id, cmd: 'stats', latencies? }            the phase's figures (with every latency if asked) -> { id, stats }
 *   'stop'                                      close and exit
 */
import { fork } from 'node:child_process'
import { createHmac, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
export const tlsDir = path.resolve(here, '..', '..', 'test', 'fixtures', 'tls')

export interface ReceiverStats {
  phase: string
  requests: number
  /** distinct X-Service-Delivery values: fewer than requests means a delivery arrived twice */
  distinct: number
  bytes: number
  /** epoch ms (fractional), of the first and last request of the phase; 0 when none */
  first: number
  last: number
  /** requests without X-Service-Delivery or without a readable createdOn */
  malformed: number
  /** requests parked now (a `hold` phase before its release) */
  parked: number
  signaturesChecked: number
  badSignatures: number
  /** receive time - createdOn, ms, in arrival order (only when asked for) */
  latencies?: number[]
}

type Command =
  | { id: number, cmd: 'reset', phase: string, key?: string, hold?: boolean }
  | { id: number, cmd: 'release' }
  | { id: number, cmd: 'wait', count: number, timeoutMs: number }
  | { id: number, cmd: 'stats', latencies?: boolean }

interface Reply { id: number, ok?: true, stats?: ReceiverStats, timedOut?: boolean }

/** How many requests of each phase get their signature checked (the check costs the receiver time). */
const SIGNATURE_SAMPLE = 20
const CREATED_ON = '"createdOn":"'

export interface ReceiverProcess {
  url: string
  pid: number | undefined
  reset: (phase: string, key?: string, hold?: boolean) => Promise<void>
  release: () => Promise<void>
  /** Resolves with the phase's figures once `count` requests arrived, or at the timeout (timedOut true). */
  wait: (count: number, timeoutMs: number) => Promise<{ stats: ReceiverStats, timedOut: boolean }>
  stats: (latencies?: boolean) => Promise<ReceiverStats>
  close: () => Promise<void>
}

/** Starts the receiver in a child process (tsx) and returns its RPC handle. */
export async function receiverProcess (): Promise<ReceiverProcess> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_RECEIVER_CHILD: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc']
  })
  const exited = new Promise<number | null>(resolve => child.once('exit', code => resolve(code)))
  const pending = new Map<number, { resolve: (r: Reply) => void, reject: (e: Error) => void }>()
  let seq = 0
  const ready = new Promise<string>((resolve, reject) => {
    child.on('message', (m: unknown) => {
      const msg = m as { ready?: string } & Reply
      if (typeof msg.ready === 'string') { resolve(msg.ready); return }
      const p = pending.get(msg.id)
      if (p !== undefined) { pending.delete(msg.id); p.resolve(msg) }
    })
    void exited.then(code => {
      const err = new Error(`the webhook receiver exited (code ${String(code)})`)
      reject(err)
      for (const p of pending.values()) p.reject(err)
      pending.clear()
    })
  })
  const url = await ready
  const call = async (cmd: Record<string, unknown>): Promise<Reply> => {
    if (child.exitCode !== null || !child.connected) throw new Error('the webhook receiver is not running')
    const id = ++seq
    return await new Promise<Reply>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      child.send({ ...cmd, id })
    })
  }
  return {
    url,
    pid: child.pid,
    reset: async (phase, key, hold = false) => { await call({ cmd: 'reset', phase, hold, ...(key !== undefined ? { key } : {}) }) },
    release: async () => { await call({ cmd: 'release' }) },
    wait: async (count, timeoutMs) => {
      const r = await call({ cmd: 'wait', count, timeoutMs })
      return { stats: r.stats as ReceiverStats, timedOut: r.timedOut === true }
    },
    stats: async (latencies = false) => (await call({ cmd: 'stats', latencies })).stats as ReceiverStats,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      if (child.connected) child.send('stop')
      const timer = setTimeout(() => { child.kill('SIGKILL') }, 5000)
      await exited
      clearTimeout(timer)
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// The child
// ---------------------------------------------------------------------------------------------------------------------

async function runChild (): Promise<void> {
  let phase = 'none'
  let key: Buffer | undefined
  let requests = 0
  let bytes = 0
  let first = 0
  let last = 0
  let malformed = 0
  let signaturesChecked = 0
  let badSignatures = 0
  let ids = new Set<string>()
  let latencies: number[] = []
  let holding = false
  let parked: Array<() => void> = []
  let waiters: Array<{ id: number, count: number, timer: NodeJS.Timeout }> = []
  const origin = performance.timeOrigin

  const stats = (withLatencies: boolean): ReceiverStats => ({
    phase, requests, distinct: ids.size, bytes, first, last, malformed, parked: parked.length, signaturesChecked, badSignatures,
    ...(withLatencies ? { latencies } : {})
  })
  const send = (r: Reply): void => { if (process.connected) process.send?.(r) }
  const answerWaiters = (): void => {
    if (waiters.length === 0) return
    const due = waiters.filter(w => requests >= w.count)
    if (due.length === 0) return
    waiters = waiters.filter(w => requests < w.count)
    for (const w of due) { clearTimeout(w.timer); send({ id: w.id, stats: stats(false) }) }
  }

  const server = https.createServer({
    cert: fs.readFileSync(path.join(tlsDir, 'server.pem')),
    key: fs.readFileSync(path.join(tlsDir, 'server.key'))
  }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => { chunks.push(c) })
    req.on('end', () => {
      const finish = (): void => {
        const at = origin + performance.now()
        res.writeHead(200, { 'content-length': '0' })
        res.end()
        const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)
        requests++
        bytes += body.length
        if (first === 0) first = at
        last = at
        const delivery = req.headers['x-service-delivery']
        const text = body.toString('latin1')
        const i = text.indexOf(CREATED_ON)
        const createdOn = i < 0 ? NaN : Date.parse(text.slice(i + CREATED_ON.length, i + CREATED_ON.length + 24))
        if (typeof delivery !== 'string' || Number.isNaN(createdOn)) malformed++
        else { ids.add(delivery); latencies.push(at - createdOn) }
        if (key !== undefined && signaturesChecked < SIGNATURE_SAMPLE) {
          signaturesChecked++
          const expected = Buffer.from(`sha256=${createHmac('sha256', key).update(body).digest('hex')}`)
          const got = Buffer.from(String(req.headers['x-service-signature'] ?? ''))
          if (got.length !== expected.length || !timingSafeEqual(got, expected)) badSignatures++
        }
        answerWaiters()
      }
      if (holding) parked.push(finish)
      else finish()
    })
  })
  // Keep connections between phases; the senders' agents decide when to drop them.
  server.keepAliveTimeout = 120_000
  server.headersTimeout = 130_000
  server.requestTimeout = 0
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  let stopping = false
  const stop = (): void => {
    if (stopping) return
    stopping = true
    for (const w of waiters) clearTimeout(w.timer)
    server.closeAllConnections()
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 2000).unref()
  }
  process.on('message', (m: unknown) => {
    if (m === 'stop') { stop(); return }
    const c = m as Command
    if (c.cmd === 'reset') {
      for (const w of waiters) { clearTimeout(w.timer); send({ id: w.id, stats: stats(false), timedOut: true }) }
      waiters = []
      for (const finish of parked.splice(0)) finish() // answered, but counted in the old phase
      phase = c.phase
      key = c.key === undefined ? undefined : Buffer.from(c.key)
      holding = c.hold === true
      requests = 0; bytes = 0; first = 0; last = 0; malformed = 0; signaturesChecked = 0; badSignatures = 0
      ids = new Set(); latencies = []
      send({ id: c.id, ok: true })
    } else if (c.cmd === 'release') {
      holding = false
      for (const finish of parked.splice(0)) finish()
      send({ id: c.id, ok: true })
    } else if (c.cmd === 'wait') {
      if (requests >= c.count) { send({ id: c.id, stats: stats(false) }); return }
      const timer = setTimeout(() => {
        waiters = waiters.filter(w => w.id !== c.id)
        send({ id: c.id, stats: stats(false), timedOut: true })
      }, c.timeoutMs)
      waiters.push({ id: c.id, count: c.count, timer })
    } else if (c.cmd === 'stats') {
      send({ id: c.id, stats: stats(c.latencies === true) })
    }
  })
  process.on('disconnect', stop)
  process.on('SIGTERM', stop)
  process.on('SIGINT', () => { /* Ctrl-C reaches the whole process group: the parent decides when to stop */ })
  process.send?.({ ready: `https://127.0.0.1:${port}` })
}

if (process.env.BENCH_RECEIVER_CHILD === '1' && process.argv[1] === fileURLToPath(import.meta.url)) await runChild()
