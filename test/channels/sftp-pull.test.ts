// SFTP pull against a real OpenSSH sshd on loopback: a source hook (action sftp://...#<host key>, publishTopics
// SendInvoice) is polled through the durable work queue (the clock moves, nothing sleeps for an interval). 50 invoices
// in readDirectory are sent as the API sends them and delivered over a real channel (the sftp push plugin, to an
// outbox folder of the same server), the files move read -> pending -> success, duplicates by content hash go to
// duplicateDirectory, a file that is not a document goes to errorDirectory with an InvoiceReceivedError event, and a
// hook pinning the wrong host key reads nothing and tells its party (HOST_KEY_MISMATCH).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { startWorkers, type Workers } from '../../core/workers.ts'
import { createHook, fixture, waitFor } from '../documents/helpers.ts'
import { needs } from '../helpers/tools.ts'
import { startSshd, type Sshd } from './sshd.ts'
import { SWEEP_MS } from '../../plugins/sftp-pull/host.ts'

const { skip } = needs('sshd')
const PARTY = '0088:7300010000001'
const INVOICE = fixture('bis3-vat-category-O.xml').toString('utf8')
const invoice = (n: number): string => INVOICE.replace('<cbc:ID>Vat-O</cbc:ID>', `<cbc:ID>PULL-${n}</cbc:ID>`)
const WRONG_KEY = 'SHA256:' + 'A'.repeat(43)

let sshd: Sshd
let t: TestWharf
let workers: Workers
let token: string
let app: { clientId: string, clientSecret: string }
let configDir: string
const dirs = { read: '', pending: '', success: '', error: '', duplicate: '', outbox: '', other: '' }
const files = (d: string): string[] => fs.readdirSync(d).filter(n => !n.startsWith('.')).sort()

before(async () => {
  if (skip !== undefined) return
  sshd = await startSshd()
  for (const k of Object.keys(dirs) as Array<keyof typeof dirs>) { dirs[k] = path.join(sshd.root, k); fs.mkdirSync(dirs[k]) }
  configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-sftp-pull-'))
  const configFile = path.join(configDir, 'plugins.json')
  fs.writeFileSync(configFile, JSON.stringify({
    plugins: {
      sftp: { enabled: false, tenants: { 'sftp-pull-co': { enabled: true, settings: { host: '127.0.0.1', port: sshd.port, username: sshd.user, privateKey: sshd.clientKey, hostKeySha256: sshd.hostKeySha256, directory: dirs.outbox } } } },
      'sftp-pull': { enabled: false, tenants: { 'sftp-pull-co': { enabled: true, settings: { privateKey: sshd.clientKey } } } }
    }
  }))
  t = await createTestWharf({ WHARF_PLUGINS_CONFIG: configFile, WHARF_RETRY_SCHEDULE: '1h,1h' })
  const co = await tenant(t, 'sftp-pull-co')
  await party(t, co.id, [PARTY])
  app = await application(t, co.id, ['ApManager'])
  token = await clientToken(t, app)
  workers = await startWorkers(t.wharf, { threads: 1, housekeeping: false, pollIntervalMs: 50 })
})
after(async () => {
  await workers?.stop()
  await t?.close()
  await sshd?.close()
  if (configDir !== undefined) fs.rmSync(configDir, { recursive: true, force: true })
})

const address = (read: string, hostKey: string, extra = ''): string =>
  `sftp://${sshd.user}@127.0.0.1:${sshd.port}?readDirectory=${encodeURIComponent(read)}${extra}#${hostKey}`

async function events (topic: string): Promise<Array<{ message: string, details: Record<string, unknown> }>> {
  const rows = await t.wharf.knex('events').where({ topic }).orderBy('seq').select('payload')
  return rows.map(r => typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload)
}

/** Moves the clock past the next sweep (and `extraMs` more) and waits until the queue has run the polls. */
async function nextSweep (extraMs = 0): Promise<void> {
  t.clock.advance(SWEEP_MS + extraMs)
  await waitFor('the polls of this sweep', async () => {
    const busy = await t.wharf.knex('jobs').whereIn('kind', ['sftp-pull.poll', 'sftp-pull.sweep'])
      .where(q => { void q.where({ status: 'running' }).orWhere(p => { void p.where({ status: 'pending' }).where('run_at', '<=', new Date(t.clock.now())) }) })
      .count({ n: '*' }).first()
    return Number(busy?.n) === 0
  }, 60_000)
}

test('hook validation: an sftp:// action is a source hook with exactly one send command and a party', { skip }, async () => {
  const base = { partyId: PARTY, action: address(dirs.read, sshd.hostKeySha256) }
  const none = await api(t, token, 'POST', '/api/v1/hook', { payload: base })
  assert.equal(none.statusCode, 400, none.body)
  assert.match(none.json().message, /exactly one publishTopics entry/)
  const two = await api(t, token, 'POST', '/api/v1/hook', { payload: { ...base, publishTopics: ['SendInvoice', 'SendOrder'] } })
  assert.equal(two.statusCode, 400)
  const event = await api(t, token, 'POST', '/api/v1/hook', { payload: { ...base, publishTopics: ['InvoiceSent'] } })
  assert.match(event.json().message, /not a send command/)
  const withTopics = await api(t, token, 'POST', '/api/v1/hook', { payload: { ...base, publishTopics: ['SendInvoice'], topics: ['InvoiceReceived'] } })
  assert.match(withTopics.json().message, /listens to no topics/)
  const noParty = await api(t, token, 'POST', '/api/v1/hook', { payload: { action: base.action, publishTopics: ['SendInvoice'] } })
  assert.match(noParty.json().message, /belongs to one party/)
  const noKey = await api(t, token, 'POST', '/api/v1/hook', { payload: { ...base, action: base.action.replace(/#.*$/, ''), publishTopics: ['SendInvoice'] } })
  assert.equal(noKey.statusCode, 400)
  assert.match(noKey.json().message, /host key fingerprint/)
  const unknown = await api(t, token, 'POST', '/api/v1/hook', { payload: { ...base, action: base.action.replace('?', '?pollEvery=1&'), publishTopics: ['SendInvoice'] } })
  assert.match(unknown.json().message, /unknown parameter pollEvery/)
  const onPush = await api(t, token, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, action: 'webhook', url: 'https://example.com/x', topics: ['InvoiceSent'], publishTopics: ['SendInvoice'] } })
  assert.match(onPush.json().message, /only an inbound hook takes publishTopics/)
})

test('50 files in, 50 sent over a real channel; read -> pending -> success; duplicates and a bad file sorted out; a wrong host key refuses', { skip }, async (ctx) => {
  await createHook(t, token, { partyId: PARTY, action: 'sftp', topics: ['SendInvoice'] })
  const created = await api(t, token, 'POST', '/api/v1/hook', {
    payload: {
      partyId: PARTY, name: 'erp-outbox', publishTopics: ['SendInvoice'],
      action: address(dirs.read, sshd.hostKeySha256, `&pendingDirectory=${dirs.pending}&successDirectory=${dirs.success}&errorDirectory=${dirs.error}&duplicateDirectory=${dirs.duplicate}`)
    }
  })
  assert.equal(created.statusCode, 201, created.body)
  const hook = created.json()
  assert.deepEqual(hook.publishTopics, ['SendInvoice'])
  assert.deepEqual(hook.topics, [])
  assert.match(hook.action, new RegExp(`^sftp://${sshd.user}@127\\.0\\.0\\.1`), 'shown in full once, in the answer that creates it')
  const shown = (await api(t, token, 'GET', `/api/v1/hook/${hook.id as string}`)).json()
  assert.match(shown.action, /^sftp:\/\/\*\*\*@127\.0\.0\.1/, 'then sealed and masked')
  const stored = await t.wharf.knex('hooks').where({ id: hook.id }).first('action', 'action_credentials_sealed')
  assert.match(stored.action, /^sftp:\/\/\*\*\*@/)
  assert.ok(typeof stored.action_credentials_sealed === 'string' && !stored.action_credentials_sealed.includes(sshd.user))
  const wrong = await createHook(t, token, { partyId: PARTY, name: 'pinned-wrong', publishTopics: ['SendInvoice'], action: address(dirs.other, WRONG_KEY) })

  for (let i = 1; i <= 50; i++) fs.writeFileSync(path.join(dirs.read, `invoice-${String(i).padStart(2, '0')}.xml`), invoice(i))
  fs.writeFileSync(path.join(dirs.read, 'zz-copy-of-01.xml'), invoice(1)) // same bytes as invoice-01: a duplicate
  fs.writeFileSync(path.join(dirs.read, 'notes.txt'), 'not a document')
  fs.writeFileSync(path.join(dirs.other, 'kept.xml'), invoice(99))

  await nextSweep()
  const polls = await t.wharf.knex('jobs').where({ kind: 'sftp-pull.poll', status: 'done' }).whereRaw("payload->>'hookId' = ?", [hook.id]).select('result')
  ctx.diagnostic(`first poll: ${JSON.stringify(polls.map(p => p.result))}`)
  const rows = await t.wharf.knex('sftp_pull_files').where({ hook_id: hook.id })
  assert.equal(rows.length, 51, 'the 50 invoices and the bad file have rows; the duplicate none')
  assert.deepEqual(files(dirs.read), [])
  assert.deepEqual(files(dirs.duplicate), ['zz-copy-of-01.xml'])
  assert.deepEqual(files(dirs.error), ['notes.txt'])
  // Still being delivered (or just delivered, not yet seen by a poll): all 50 wait in pending.
  assert.equal(files(dirs.pending).length, 50)
  const refused = (await events('InvoiceReceivedError')).filter(e => e.details.hookId === hook.id)
  assert.equal(refused.length, 1, JSON.stringify(refused))
  assert.equal(refused[0].details.code, 'INVALID_XML')
  assert.equal(refused[0].details.file, 'notes.txt')
  assert.equal(refused[0].details.hookId, hook.id)
  assert.match(refused[0].message, /^notes\.txt: /)
  assert.equal(typeof refused[0].details.code, 'string')

  // The documents go out through the sftp hook to the outbox: 50 files, each one of the invoices.
  await waitFor('50 documents delivered', async () => files(dirs.outbox).length === 50 || undefined, 60_000)
  const sentIds = new Set(files(dirs.outbox).map(n => fs.readFileSync(path.join(dirs.outbox, n), 'utf8').match(/<cbc:ID>(PULL-\d+)<\/cbc:ID>/)?.[1]))
  assert.equal(sentIds.size, 50)
  await waitFor('50 documents sent', async () => (await events('InvoiceSent')).length === 50 || undefined, 30_000)

  // The next poll (one interval later) sees them delivered: pending -> success.
  await nextSweep(15 * 60_000)
  assert.deepEqual(files(dirs.pending), [])
  assert.equal(files(dirs.success).length, 50)
  assert.deepEqual(files(dirs.success)[0], 'invoice-01.xml')

  // The same content again later, under a new name: a duplicate, not a second document.
  fs.writeFileSync(path.join(dirs.read, 'resent.xml'), invoice(7))
  await nextSweep(15 * 60_000)
  assert.deepEqual(files(dirs.duplicate), ['resent.xml', 'zz-copy-of-01.xml'])
  assert.equal(Number((await t.wharf.knex('documents').where({ direction: 'out' }).count({ n: '*' }).first())?.n), 50)

  // The wrongly pinned hook read nothing and told its party.
  assert.deepEqual(files(dirs.other), ['kept.xml'])
  const mismatch = (await events('InvoiceReceivedError')).filter(e => e.details.code === 'HOST_KEY_MISMATCH')
  assert.ok(mismatch.length >= 1)
  assert.equal(mismatch[0].details.hookId, wrong)
  assert.match(mismatch[0].message, new RegExp(`host key is ${sshd.hostKeySha256.replace(/[+/]/g, '\\$&')}`))
})

test('without status directories a processed file is deleted', { skip }, async () => {
  token = await clientToken(t, app)
  const dir = path.join(sshd.root, 'plain')
  fs.mkdirSync(dir)
  await createHook(t, token, { partyId: PARTY, publishTopics: ['SendInvoice'], action: address(dir, sshd.hostKeySha256) })
  fs.writeFileSync(path.join(dir, 'one.xml'), invoice(501))
  const before = files(dirs.outbox).length
  const sentBefore = (await events('InvoiceSent')).length
  await nextSweep(15 * 60_000)
  assert.deepEqual(files(dir), ['one.xml'], 'waiting in readDirectory while it is delivered')
  await waitFor('delivered', async () => files(dirs.outbox).length === before + 1 || undefined, 30_000)
  await waitFor('sent', async () => (await events('InvoiceSent')).length === sentBefore + 1 || undefined, 30_000)
  await nextSweep(15 * 60_000)
  assert.deepEqual(files(dir), [])
})

test('a document whose delivery is retrying stays in pending; once sent, the next poll moves it to success', { skip }, async () => {
  token = await clientToken(t, app) // the clock has moved past the first token's lifetime
  const base = path.join(sshd.root, 'retry')
  for (const d of ['read', 'pending', 'success']) fs.mkdirSync(path.join(base, d), { recursive: true })
  await createHook(t, token, { partyId: PARTY, publishTopics: ['SendInvoice'], action: address(path.join(base, 'read'), sshd.hostKeySha256, `&pendingDirectory=${base}/pending&successDirectory=${base}/success&interval=60`) })
  // The push channel's folder is a file for now: its upload fails, retryably.
  const parked = `${dirs.outbox}.parked`
  fs.renameSync(dirs.outbox, parked)
  fs.writeFileSync(dirs.outbox, 'in the way')
  try {
    fs.writeFileSync(path.join(base, 'read', 'slow.xml'), invoice(777))
    await nextSweep()
    const row = await t.wharf.knex('sftp_pull_files').where({ name: 'slow.xml' }).first()
    await waitFor('the delivery to fail retryably', async () => (await t.wharf.knex('documents').where({ id: row.document_key }).first('status'))?.status === 'retrying' || undefined, 30_000)
    await nextSweep() // one interval (60 s) later: still retrying
    assert.deepEqual(files(path.join(base, 'pending')), ['slow.xml'])
    assert.deepEqual(files(path.join(base, 'success')), [])
  } finally {
    fs.rmSync(dirs.outbox)
    fs.renameSync(parked, dirs.outbox)
  }
  t.clock.advance(3600_000) // the retry is due: it gets through now
  const row = await t.wharf.knex('sftp_pull_files').where({ name: 'slow.xml' }).first()
  await waitFor('sent on retry', async () => (await t.wharf.knex('documents').where({ id: row.document_key }).first('status'))?.status === 'sent' || undefined, 30_000)
  await nextSweep()
  assert.deepEqual(files(path.join(base, 'pending')), [])
  assert.deepEqual(files(path.join(base, 'success')), ['slow.xml'])
})

test('a poll stopped between sending and recording it (row still "sending") sends nothing twice', { skip }, async () => {
  token = await clientToken(t, app)
  const base = path.join(sshd.root, 'crash')
  for (const d of ['read', 'pending', 'success']) fs.mkdirSync(path.join(base, d), { recursive: true })
  await createHook(t, token, { partyId: PARTY, publishTopics: ['SendInvoice'], action: address(path.join(base, 'read'), sshd.hostKeySha256, `&pendingDirectory=${base}/pending&successDirectory=${base}/success&interval=60`) })
  fs.writeFileSync(path.join(base, 'read', 'once.xml'), invoice(888))
  await nextSweep()
  const first = await t.wharf.knex('sftp_pull_files').where({ name: 'once.xml' }).first()
  assert.equal(first.state, 'queued')
  await waitFor('sent', async () => (await t.wharf.knex('documents').where({ id: first.document_key }).first('status'))?.status === 'sent' || undefined, 30_000)
  // As if the process had died after the send committed and before the row said so.
  await t.wharf.knex('sftp_pull_files').where({ name: 'once.xml' }).update({ state: 'sending', document_key: null })
  await nextSweep()
  const again = await t.wharf.knex('sftp_pull_files').where({ name: 'once.xml' }).first()
  assert.equal(again.state, 'queued')
  assert.equal(again.document_key, first.document_key, 'the stored document, not a second one')
  assert.equal(Number((await t.wharf.knex('documents').where({ document_id: first.document_id }).count({ n: '*' }).first())?.n), 1)
  await nextSweep()
  assert.deepEqual(files(path.join(base, 'success')), ['once.xml'])
})
