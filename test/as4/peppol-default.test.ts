// Issue 18 point 8: with an AP certificate configured, Peppol is the default channel. A new tenant on A (no hook at
// all) sends an invoice to B's party on the local network and gets InvoiceSent; on main it ended as InvoiceSentError
// NO_CHANNEL. A tenant the operator switched off (plugins configuration, peppol-as4 tenants.<name>.settings.byDefault
// false) still gets NO_CHANNEL; a hook that takes the command still wins over the default.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { As4Network, PARTY_A, eventually, events, invoice, statusOf } from './network.ts'
import { application, clientToken, hostOf, party, tenant } from '../helpers/fixtures.ts'

const OFF_PARTY = '0088:5798000000124'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-peppol-default-'))
const pluginsFile = path.join(dir, 'plugins.json')
fs.writeFileSync(pluginsFile, JSON.stringify({ plugins: { 'peppol-as4': { tenants: { offco: { settings: { byDefault: false } } } } } }))
const net = new As4Network({ hookA: false, env: { A: { WHARF_PLUGINS_CONFIG: pluginsFile } } })
before(async () => { await net.start() })
after(async () => { await net.close(); fs.rmSync(dir, { recursive: true, force: true }) })

async function send (token: string, partyId: string, doc: Buffer, query = ''): Promise<{ documentId: string, status: string, topic: string, hookId: string | null, error: { code: string } | null }> {
  const a = net.node('A')
  const res = await a.t.app.inject({
    method: 'POST', url: `/api/v1/${partyId}/salesInvoice/send${query}`, payload: doc,
    headers: { host: hostOf('acceptance'), authorization: `Bearer ${token}`, 'content-type': 'application/xml' }
  })
  assert.equal(res.statusCode, 202, res.body)
  return res.json()
}

test('a tenant without any hook sends an invoice over Peppol: InvoiceSent on A, InvoiceReceived on B', async () => {
  const a = net.node('A')
  const b = net.node('B')
  assert.equal(Number((await a.t.wharf.knex('hooks').count<Array<{ n: string }>>('* as n'))[0].n), 0, 'A has no hook at all')
  const r = await send(a.token, PARTY_A, invoice('DEFAULT-1'))
  assert.equal(r.status, 'queued', JSON.stringify(r))
  assert.equal(r.hookId, 'peppol-default')
  const final = await eventually('A settles', async () => { const s = await statusOf(a.t, r.documentId); return s === 'sent' || s === 'error' ? s : undefined }, 30_000)
  const evA = await events(a.t, { documentId: r.documentId })
  assert.equal(final, 'sent', JSON.stringify(evA.map(e => [e.topic, e.message])))
  const sent = evA.find(e => e.topic === 'InvoiceSent')
  assert.ok(sent !== undefined)
  assert.equal(sent.details.protocol, 'As4')
  assert.equal(sent.details.hookId, 'peppol-default')
  assert.equal(sent.details.channel, 'peppol')
  await eventually('InvoiceReceived on B', async () => (await events(b.t, { topic: 'InvoiceReceived' })).find(e => e.details.messageId === sent.details.messageId))
  // channel=peppol names the default too
  const forced = await send(a.token, PARTY_A, invoice('DEFAULT-2'), '?channel=peppol')
  assert.equal(forced.hookId, 'peppol-default')
  assert.equal(await eventually('forced settles', async () => { const s = await statusOf(a.t, forced.documentId); return s === 'sent' || s === 'error' ? s : undefined }, 30_000), 'sent')
})

test('a tenant the operator switched off: NO_CHANNEL as before', async () => {
  const a = net.node('A')
  const off = await tenant(a.t, 'offco')
  await party(a.t, off.id, [OFF_PARTY])
  const token = await clientToken(a.t, await application(a.t, off.id, ['ApManager']))
  const doc = Buffer.from(invoice('OFF-1').toString('utf8').replace('<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">5798000000124</cbc:EndpointID>'))
  const r = await send(token, OFF_PARTY, doc)
  assert.equal(r.status, 'error', JSON.stringify(r))
  assert.equal(r.topic, 'InvoiceSentError')
  assert.equal(r.error?.code, 'NO_CHANNEL')
})
