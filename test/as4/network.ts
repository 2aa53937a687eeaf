/**
 * Shared set-up of the test/as4 end-to-end tests: the local Peppol network (SML DNS + BDMSL, no Directory) and two
 * Wharf instances A and B with workers, listening on real ports, each with one tenant and party; A has a `peppol`
 * hook for SendInvoice. Helpers send the official BIS 3 invoice with A's and B's EndpointIDs and read events.
 */
import { freePort } from '../../scripts/network/free-port.ts'
export { freePort }
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import assert from 'node:assert/strict'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, hostOf, party, tenant } from '../helpers/fixtures.ts'
import { makeTestPki, type TestPki } from '../../scripts/pki/make-test-pki.ts'
import { instanceEnv, startLocalPeppol, type LocalPeppol } from '../../scripts/network/local-peppol.ts'
import { Readable } from 'node:stream'
import { parseMultipart, writeMultipart } from '../../plugins/peppol-as4/as4/mime.ts'
import type { OutgoingMessage } from '../../plugins/peppol-as4/outgoing.ts'

export const PARTY_A = '0088:7300010000001'
export const PARTY_B = '0192:987654325'
export type NodeName = 'A' | 'B'
export interface Node { t: TestWharf, url: string, port: number, token: string, env: Record<string, string>, tenantId: string }

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/as4')

/** The official BIS 3 example (as the file is, trailing newline included) with A as supplier and B as customer. */
export function invoice (number = 'Snippet1'): Buffer {
  const text = fs.readFileSync(path.join(FIXTURES, 'bis3-base-example.xml'), 'utf8')
    .replace('<cbc:EndpointID schemeID="0088">9482348239847239874</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>')
    .replace('<cbc:EndpointID schemeID="0002">FR23342</cbc:EndpointID>', '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>')
    .replace('<cbc:ID>Snippet1</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`)
  return Buffer.from(text, 'utf8')
}


export async function eventually<T> (what: string, fn: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms
  let last: unknown
  while (Date.now() < end) {
    try {
      const v = await fn()
      if (v !== undefined && v !== false) return v
    } catch (err) { last = err }
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  throw new Error(`timed out waiting for ${what}${last !== undefined ? `: ${String(last)}` : ''}`)
}

/**
 * A TCP front for a node's AS4 endpoint (as a load balancer before an access point): the node's SMP publishes the
 * front's URL, so stopping the front makes A's AS4 POST fail with ECONNREFUSED while B's SMP keeps answering.
 */
export class TcpFront {
  port = 0
  private server: net.Server | undefined
  private readonly sockets = new Set<net.Socket>()
  constructor (private readonly target: () => number) {}

  async start (port = 0): Promise<number> {
    const server = net.createServer(client => {
      const upstream = net.connect(this.target(), '127.0.0.1')
      for (const s of [client, upstream]) { this.sockets.add(s); s.on('close', () => this.sockets.delete(s)); s.on('error', () => { client.destroy(); upstream.destroy() }) }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(port, '127.0.0.1', () => resolve()) })
    this.server = server
    this.port = (server.address() as net.AddressInfo).port
    return this.port
  }

  /** Refuses new connections and cuts the open ones. */
  async stop (): Promise<void> {
    const server = this.server
    this.server = undefined
    for (const s of this.sockets) s.destroy()
    if (server !== undefined) await new Promise<void>(resolve => server.close(() => resolve()))
  }
}

export class As4Network {
  network!: LocalPeppol
  /** With { frontB: true }, B's SMP publishes an AS4 URL on this front (see TcpFront). */
  frontB: TcpFront | undefined
  /** With { crl: true }: the test PKI's AP and SMP certificates name CRLs on this loopback HTTP server, which answers
   * what `crls` holds by path ('/ap-ca.crl', '/smp-ca.crl'; 404 otherwise). */
  crlServer: http.Server | undefined
  readonly crls = new Map<string, Uint8Array>()
  /** frontB: see above; env: extra environment per node (e.g. A's WHARF_PLUGINS_CONFIG); crl: see crlServer;
   * nodes: the instances to start (default both; the PKI always has both, so tests can sign as A without running A);
   * hookA: false starts A without its `peppol` hook (Peppol by default); directory: true also runs the Directory double
   * (the instances publish business cards to it). */
  constructor (private readonly options: { frontB?: boolean, crl?: boolean, env?: Partial<Record<NodeName, Record<string, string>>>, nodes?: NodeName[], hookA?: boolean, directory?: boolean } = {}) {}
  pki!: TestPki
  dir!: string
  nodes: Partial<Record<NodeName, Node>> = {}
  hookA = ''

  async start (): Promise<void> {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-as4-'))
    let crlBaseUrl: string | undefined
    if (this.options.crl === true) {
      const server = http.createServer((req, res) => {
        const body = this.crls.get(req.url ?? '')
        if (body === undefined) { res.writeHead(404).end(); return }
        res.writeHead(200, { 'content-type': 'application/pkix-crl', 'content-length': body.byteLength }).end(body)
      })
      await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
      this.crlServer = server
      crlBaseUrl = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
    }
    this.pki = await makeTestPki({ instances: ['A', 'B'], ...(crlBaseUrl !== undefined ? { crlBaseUrl } : {}) })
    this.network = await startLocalPeppol({ pki: this.pki, dir: this.dir, directory: this.options.directory === true })
    const nodes = this.options.nodes ?? ['A', 'B']
    for (const name of nodes) await this.startNode(name)
    if (nodes.includes('A') && this.options.hookA !== false) {
      const res = await this.call('A', 'POST', '/api/v1/hook', { action: 'peppol', name: 'peppol', topics: ['SendInvoice'] })
      assert.equal(res.statusCode, 201, res.body)
      this.hookA = res.json().id
    }
    if (nodes.includes('B')) await this.capabilities('B', 'on')
  }

  node (name: NodeName): Node { return this.nodes[name] as Node }

  async startNode (name: NodeName, port?: number): Promise<Node> {
    const p = port ?? await freePort()
    const env: Record<string, string> = { ...instanceEnv(this.network, name, { port: p }), WHARF_AS4_ALLOW_HTTP: 'true', WHARF_LOOKUP_CACHE_TTL: '0s', WHARF_RETRY_SCHEDULE: '30s,30s,30s', ...this.options.env?.[name] }
    if (name === 'B' && this.options.frontB === true) {
      this.frontB ??= new TcpFront(() => this.node('B').port)
      env.WHARF_AS4_URL = `http://127.0.0.1:${await this.frontB.start()}/as4`
    }
    const t = await createTestWharf(env, { workers: true })
    await t.app.listen({ port: p, host: '127.0.0.1' })
    const acme = await tenant(t, `acme-${name}`)
    await party(t, acme.id, [name === 'A' ? PARTY_A : PARTY_B])
    const token = await clientToken(t, await application(t, acme.id, ['ApManager']))
    const node = { t, url: `http://127.0.0.1:${p}`, port: p, token, env, tenantId: acme.id }
    this.nodes[name] = node
    return node
  }

  async call (name: NodeName, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
    const n = this.node(name)
    return await api(n.t, n.token, method, url, payload === undefined ? {} : { payload })
  }

  async capabilities (name: NodeName, invoices: 'on' | 'off'): Promise<void> {
    const id = name === 'A' ? PARTY_A : PARTY_B
    const put = await this.call(name, 'PUT', `/api/v1/peppol/config/party/${id}`, { capabilities: { invoices } })
    assert.equal(put.statusCode, 200, put.body)
    const want = invoices === 'on' ? 'registered' : 'unregistered'
    await eventually(`${name} ${want}`, async () => {
      const res = await this.call(name, 'GET', `/api/v1/peppol/config/party/${id}`)
      return res.json().registration.participants[0]?.sml === want
    })
  }

  async send (doc: Buffer): Promise<string> {
    const a = this.node('A')
    const res = await a.t.app.inject({
      method: 'POST', url: `/api/v1/${PARTY_A}/salesInvoice/send`, payload: doc,
      headers: { host: hostOf('acceptance'), authorization: `Bearer ${a.token}`, 'content-type': 'application/xml' }
    })
    assert.equal(res.statusCode, 202, res.body)
    assert.equal(res.json().topic, 'SendInvoice')
    return res.json().documentId as string
  }

  /** send(), then waits until A's document is `sent` or in `error`. */
  async sendAndSettle (doc: Buffer): Promise<{ id: string, final: string }> {
    const id = await this.send(doc)
    const a = this.node('A')
    const final = await eventually('A settles', async () => { const s = await statusOf(a.t, id); return s === 'sent' || s === 'error' ? s : undefined }, 40_000)
    return { id, final }
  }

  /** An invoice A -> B end to end: sent through A's API and settled `sent`, with A's InvoiceSent (of `documentTypeId`),
   * the description of A's Validated status (the rule sets it ran) and B's InvoiceReceived of the same AS4 message
   * from PARTY_A to PARTY_B with the same document type. */
  async invoiceAtoB (doc: Buffer, documentTypeId: string): Promise<{ id: string, sent: StoredEvent, validated: string, received: StoredEvent }> {
    const a = this.node('A')
    const { id, final } = await this.sendAndSettle(doc)
    const evA = await events(a.t, { documentId: id })
    assert.equal(final, 'sent', JSON.stringify(evA.map(e => [e.topic, e.message])))
    const sent = evA.find(e => e.topic === 'InvoiceSent')
    assert.ok(sent !== undefined, JSON.stringify(evA.map(e => e.topic)))
    assert.equal(sent.details.documentTypeId, documentTypeId)
    const validated = await a.t.wharf.knex('document_status').join('documents', 'documents.id', 'document_status.document_key')
      .where({ 'documents.document_id': id, 'document_status.name': 'Validated' }).first('document_status.description')
    const received = await eventually('InvoiceReceived on B', async () =>
      (await events(this.node('B').t, { topic: 'InvoiceReceived' })).find(e => e.details.messageId === sent.details.messageId))
    assert.deepEqual([received.details.sender, received.details.recipient, received.details.documentTypeId], [PARTY_A, PARTY_B, documentTypeId])
    return { id, sent, validated: String(validated?.description), received }
  }

  /** Sets capabilities of B's party (PARTY_B) without waiting for the SML. */
  async capabilitiesOfB (caps: Record<string, 'on' | 'off'>): Promise<void> {
    const put = await this.call('B', 'PUT', `/api/v1/peppol/config/party/${PARTY_B}`, { capabilities: caps })
    assert.equal(put.statusCode, 200, put.body)
  }

  async close (): Promise<void> {
    await this.frontB?.stop()
    const crl = this.crlServer
    if (crl !== undefined) { crl.closeAllConnections(); await new Promise<void>(resolve => crl.close(() => resolve())) }
    for (const n of Object.values(this.nodes)) await n.t.close()
    await this.network?.close()
    if (this.dir !== undefined) fs.rmSync(this.dir, { recursive: true, force: true })
  }
}

export interface StoredEvent { topic: string, documentId: string | null, message: string | null, details: Record<string, unknown> }

export async function events (t: TestWharf, where: { documentId?: string, topic?: string } = {}): Promise<StoredEvent[]> {
  let q = t.wharf.knex('events').orderBy('seq', 'asc')
  if (where.documentId !== undefined) q = q.where({ document_id: where.documentId })
  if (where.topic !== undefined) q = q.where({ topic: where.topic })
  const rows = await q
  return rows.map(r => typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload)
}

export async function statusOf (t: TestWharf, id: string): Promise<string | undefined> {
  return (await t.wharf.knex('documents').where({ id }).first('status'))?.status
}

export async function documentCount (t: TestWharf): Promise<number> {
  return Number((await t.wharf.knex('documents').count<Array<{ n: string }>>('* as n'))[0].n)
}

/** Re-writes a message with its SOAP text or attachment bytes changed. */
export async function tamper (m: OutgoingMessage, change: { soap?: (s: string) => string, attachment?: (b: Buffer) => Buffer }): Promise<{ contentType: string, body: Buffer }> {
  const msg = await parseMultipart(Readable.from([m.body]), m.contentType)
  const soap = msg.root.data.toString('utf8')
  const att = msg.attachments[0]
  const out = writeMultipart([
    { contentType: msg.root.contentType, contentId: msg.root.contentId as string, data: change.soap?.(soap) ?? soap },
    { contentType: att.contentType, contentId: att.contentId as string, data: change.attachment?.(Buffer.from(att.data)) ?? att.data }
  ])
  return { contentType: out.contentType, body: Buffer.concat(out.chunks) }
}
