/**
 * Two real Wharf access points for as4.bench.ts, each in its own process (harness.ts launch(): target.ts with
 * startServer, as `npm start`), on the local Peppol network (SML DNS + BDMSL, scripts/network/local-peppol.ts):
 * A sends with a `peppol` hook for SendInvoice, B receives; each with a demo tenant, one party, invoices on and
 * registered in the SML. Sending goes through A's API; completion is read from A's event log (one poller for all
 * senders), so the bench measures what an integrator gets: send -> InvoiceSent with the receipt verified.
 *
 *   const pair = await startPair(net, { opts, dbEnv: { A: {...}, B: {...} }, extraEnv })   // startPair(net, o, pair): restart
 *   const id = await pair.send(bytes); await pair.waitSent(id)      // or waitSent rejects with the error event
 *   await pair.memory('A')                                          // { maxRssBytes, rssBytes, cpuMicros } of A's process
 *   await pair.close()
 */
import { freePort } from '../network/free-port.ts'
import { request } from 'undici'
import { instanceEnv, type LocalPeppol } from '../network/local-peppol.ts'
import { launch, type BenchOptions } from './harness.ts'
import type { StartedTarget } from './target.ts'
import type { DemoCredentials } from '../../core/demo.ts'

export const A_PARTY = '0088:7300010000001'
export const B_PARTY = '0192:987654325'
export type Name = 'A' | 'B'

export interface Instance { name: Name, port: number, url: string, token: string, target: StartedTarget, creds: DemoCredentials }


async function call (i: { url: string, token: string }, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<any> {
  const res = await request(`${i.url}${path}`, {
    method, headers: { authorization: `Bearer ${i.token}`, 'content-type': 'application/json' }, ...(body !== undefined ? { body: JSON.stringify(body) } : {})
  })
  const text = await res.body.text()
  if (res.statusCode >= 300) throw new Error(`${method} ${path}: HTTP ${res.statusCode} ${text}`)
  return text === '' ? undefined : JSON.parse(text)
}

async function until<T> (what: string, fn: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await fn()
    if (v !== undefined) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise(resolve => setTimeout(resolve, 200))
  }
}

export interface PairOptions {
  opts: BenchOptions
  /** Database environment of each instance (a data directory, or DATABASE_URL + DATABASE_SCHEMA). */
  dbEnv: Record<Name, Record<string, string>>
  extraEnv?: Record<string, string>
}

export class Pair {
  readonly nodes: Record<Name, Instance>
  private cursor = '0'
  private readonly waiting = new Map<string, { resolve: () => void, reject: (e: Error) => void }>()
  private polling: Promise<void> | undefined
  private stopped = false

  constructor (nodes: Record<Name, Instance>) { this.nodes = nodes }

  get ports (): Record<Name, number> { return { A: this.nodes.A.port, B: this.nodes.B.port } }

  /** Sends one invoice through A's API; resolves with the document id (202 Accepted). */
  async send (doc: Buffer): Promise<string> {
    const a = this.nodes.A
    const res = await request(`${a.url}/api/v1/${A_PARTY}/salesInvoice/send`, {
      method: 'POST', body: doc, headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/xml' }, headersTimeout: 300_000, bodyTimeout: 300_000
    })
    const text = await res.body.text()
    if (res.statusCode !== 202) throw new Error(`send: HTTP ${res.statusCode} ${text.slice(0, 500)}`)
    return (JSON.parse(text) as { documentId: string }).documentId
  }

  /** Resolves when A publishes InvoiceSent for the document; rejects on InvoiceSentError / InvoiceSentRetry. */
  async waitSent (documentId: string): Promise<void> {
    const done = new Promise<void>((resolve, reject) => { this.waiting.set(documentId, { resolve, reject }) })
    this.polling ??= this.poll()
    await done
  }

  private async poll (): Promise<void> {
    while (!this.stopped && this.waiting.size > 0) {
      const page = await call(this.nodes.A, 'GET', `/api/v1/events?after=${this.cursor}&limit=500`) as { events: Array<{ topic: string, documentId: string | null, message: string | null }>, nextCursor: string | null, hasMore: boolean }
      for (const e of page.events) {
        const w = e.documentId === null ? undefined : this.waiting.get(e.documentId)
        if (w === undefined) continue
        if (e.topic === 'InvoiceSent') { this.waiting.delete(e.documentId as string); w.resolve() }
        if (e.topic === 'InvoiceSentError' || e.topic === 'InvoiceSentRetry') { this.waiting.delete(e.documentId as string); w.reject(new Error(`${e.topic}: ${e.message ?? ''}`)) }
      }
      if (page.nextCursor !== null) this.cursor = page.nextCursor
      if (!page.hasMore) await new Promise(resolve => setTimeout(resolve, 20))
    }
    this.polling = undefined
  }

  async memory (name: Name): Promise<{ maxRssBytes: number, rssBytes: number, cpuMicros: number }> {
    const m = this.nodes[name].target.memory
    if (m === undefined) throw new Error('memory figures need the instances in child processes')
    return await m()
  }

  async close (): Promise<void> {
    this.stopped = true
    await Promise.allSettled([this.nodes.A.target.close(), this.nodes.B.target.close()])
  }
}

async function startInstance (lp: LocalPeppol, name: Name, port: number, o: PairOptions, known?: DemoCredentials): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`
  const env = {
    ...instanceEnv(lp, name, { port }), ...o.dbEnv[name], ...(o.extraEnv ?? {}),
    PORT: String(port), HOST: '127.0.0.1', WHARF_ACCEPTANCE_URL: url, WHARF_DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn'
  }
  const target = await launch({ kind: 'wharf', env }, { ...o.opts, inProcess: false }, name)
  const creds = target.demo ?? known
  if (creds === undefined) throw new Error(`${name}: no demo credentials (the data directory was not fresh)`)
  {
    const res = await request(`${url}/connect/token`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: creds.clientId, client_secret: creds.clientSecret, scope: 'ap' }).toString()
    })
    const token = ((await res.body.json()) as { access_token: string }).access_token
    return { name, port, url, token, target, creds }
  }
}

/** Starts A and B (`restart`: again on the same data, ports and credentials); on first start enrols the parties, switches invoices on and adds A's peppol hook. */
export async function startPair (lp: LocalPeppol, o: PairOptions, restart?: Pair): Promise<Pair> {
  const ports = restart?.ports ?? { A: await freePort(), B: await freePort() }
  const [A, B] = await Promise.all([startInstance(lp, 'A', ports.A, o, restart?.nodes.A.creds), startInstance(lp, 'B', ports.B, o, restart?.nodes.B.creds)])
  const pair = new Pair({ A, B })
  if (restart !== undefined) return pair
  for (const [i, party] of [[A, A_PARTY], [B, B_PARTY]] as const) {
    await call(i, 'POST', '/api/v1/parties', { ids: [party], name: `Bench ${i.name}` })
    await call(i, 'PUT', `/api/v1/peppol/config/party/${party}`, { capabilities: { invoices: 'on' } })
  }
  await call(A, 'POST', '/api/v1/hook', { action: 'peppol', name: 'peppol', topics: ['SendInvoice'] })
  await until('B registered in the SML', async () => {
    const r = await call(B, 'GET', `/api/v1/peppol/config/party/${B_PARTY}`)
    return r.registration?.participants?.[0]?.sml === 'registered' ? true : undefined
  })
  return pair
}
