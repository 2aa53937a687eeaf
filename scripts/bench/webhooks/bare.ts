/**
 * The webhooks bench's reference: a bare undici loop from this process to the same receiver, with bodies of the same
 * shape and size as Wharf's deliveries, signed the same way (see webhooks.bench.ts).
 */
import { createHmac, randomUUID } from 'node:crypto'
import { Agent, request } from 'undici'
import { cpuSnapshot, cpuUse, type CpuUse } from '../cpu.ts'
import { round } from '../harness.ts'
import type { ReceiverProcess, ReceiverStats } from '../webhook-receiver.ts'
import { CONCURRENCY, DETAILS, EVENTS, KEY, MESSAGE, PARTY_ALIAS, TOPIC, WARMUP, lat, problems, spanRate } from './settings.ts'

export interface BareResult {
  requests: number
  concurrency: number
  /** receiver's first -> last request */
  rps: number
  /** this process's clock, first request sent -> last answer read */
  clientRps: number
  bodyBytes: number
  /** receive time - createdOn (stamped just before each request) */
  latencyMs: ReturnType<typeof lat>
  errors: number
  statusCodes: Record<string, number>
  /** CPU use while the measured loop ran (bench = this process, the load generator) */
  cpu: CpuUse
  problems: string[]
}

function bareBody (hookId: string): string {
  const now = new Date().toISOString()
  return JSON.stringify({
    topic: TOPIC, documentId: null, partyId: PARTY_ALIAS, createdBy: 'operator', sentOn: now, hookId, message: MESSAGE,
    createdOn: now, refToDocumentId: null, details: DETAILS, eventId: randomUUID()
  })
}

async function bareLoop (rx: ReceiverProcess, agent: Agent, count: number, phase: string): Promise<Omit<BareResult, 'problems'> & { stats: ReceiverStats }> {
  await rx.reset(phase, KEY)
  const cpu0 = cpuSnapshot({ bench: process.pid, receiver: rx.pid })
  const target = new URL('/bare', rx.url)
  const hookId = randomUUID()
  const statusCodes: Record<string, number> = {}
  let errors = 0
  let next = 0
  const t0 = performance.now()
  const lane = async (): Promise<void> => {
    while (next < count) {
      next++
      const body = bareBody(hookId)
      try {
        const res = await request(target, {
          method: 'POST',
          body,
          dispatcher: agent,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Wharf-Webhooks/1.0',
            'x-service-signature': `sha256=${createHmac('sha256', KEY).update(body).digest('hex')}`,
            'x-service-delivery': randomUUID()
          }
        })
        await res.body.text()
        statusCodes[res.statusCode] = (statusCodes[res.statusCode] ?? 0) + 1
        if (res.statusCode < 200 || res.statusCode > 299) errors++
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane))
  const elapsed = performance.now() - t0
  const cpu = cpuUse(cpu0, cpuSnapshot({ bench: process.pid, receiver: rx.pid }), count)
  const { stats } = await rx.wait(count, 5000)
  const full = await rx.stats(true)
  return {
    requests: count,
    concurrency: CONCURRENCY,
    rps: spanRate(stats),
    clientRps: round(count / (elapsed / 1000), 1),
    bodyBytes: stats.requests > 0 ? Math.round(stats.bytes / stats.requests) : 0,
    latencyMs: lat(full.latencies ?? []),
    errors,
    statusCodes,
    cpu,
    stats
  }
}

/** The reference figure: WARMUP requests unrecorded, then EVENTS; `ca` is the receiver's CA (PEM). */
export async function measureBare (rx: ReceiverProcess, ca: string): Promise<BareResult> {
  const agent = new Agent({ connect: { ca }, keepAliveTimeout: 30_000, connections: CONCURRENCY })
  try {
    if (WARMUP > 0) await bareLoop(rx, agent, WARMUP, 'bare-warmup')
    const r = await bareLoop(rx, agent, EVENTS, 'bare')
    const { stats, ...rest } = r
    return { ...rest, problems: problems(stats, EVENTS) }
  } finally {
    await agent.close()
  }
}
