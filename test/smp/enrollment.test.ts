// Issue 18 point 8: POST /api/v1/peppol/enrollment registers a party, its identifiers, capabilities, business card,
// hooks and end-customer users in one call, all or nothing, and is safe to repeat (201, then 200 with the same
// state). Here on one instance: what the SMP publishes afterwards, the queued SML/Directory work, the user's token,
// every error path leaving nothing behind, and the permissions. test/as4/enrollment.test.ts does it across two
// instances on the local network.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { openWharf } from '../helpers/setup.ts'
import { instanceEnv } from '../helpers/local-peppol.ts'
import { api, application, clientToken, party, requestToken, tenant } from '../helpers/fixtures.ts'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'

const P1 = '0208:0123456749'
const host = { host: 'acceptance.wharf.test' }
const sg = (id: string): string => `/${encodeURIComponent(`iso6523-actorid-upis::${id}`)}`

const body = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  identifiers: ['BE:EN:0123456749', '9925:BE0123456749'],
  name: 'Acme Belgium',
  capabilities: { invoices: 'on', invoiceResponse: 'on' },
  businessCard: { names: { value: 'Acme Belgium' }, address: { value: 'Brussels, BE' } },
  hooks: [
    { name: 'peppol-out', action: 'peppol', topics: ['SendInvoice'] },
    { name: 'erp', url: 'http://127.0.0.1:9/erp', topics: ['InvoiceReceived'] }
  ],
  users: [{ username: 'acme-be', password: 'Acme!12345xy' }],
  ...over
})

async function counts (): Promise<Record<string, number>> {
  const n = async (table: string, where: Record<string, unknown> = {}): Promise<number> =>
    Number((await t.wharf.knex(table).where(where).count<Array<{ n: string }>>('* as n'))[0].n)
  return {
    parties: await n('parties'), identifiers: await n('party_identifiers'), peppol: await n('party_peppol'),
    hooks: await n('hooks'), users: await n('users'), links: await n('user_parties'), syncJobs: await n('jobs', { kind: 'peppol.sync' })
  }
}

const t = await openWharf({
  // with the AP key: the peppol channel is on, hooks may use it
  ...instanceEnv(await makeTestPki({ instances: ['A'] }), { apKey: true }),
  WHARF_AS4_URL: 'https://ap-a.wharf.test/as4',
  WHARF_HOOK_ALLOW_HTTP: 'true',
  WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8'
})
const tenantId = (await tenant(t, 'enrol')).id
const app = await application(t, tenantId, ['ApManager'])
const token = await clientToken(t, app)

test('one call: a new party with its identifiers, capabilities, business card, hooks and user; the SMP publishes it', async () => {
  assert.equal((await t.app.inject({ method: 'GET', url: sg(P1), headers: host })).statusCode, 404)
  const before = await counts()
  const res = await api(t, token, 'POST', '/api/v1/peppol/enrollment', { payload: body() })
  assert.equal(res.statusCode, 201, res.body)
  const r = res.json()
  assert.equal(r.created, true)
  assert.equal(r.partyId, P1, 'the first identifier, in its numeric form')
  assert.deepEqual(r.party.identifiers, [P1, '9925:BE0123456749'])
  assert.equal(r.party.name, 'Acme Belgium')
  assert.equal(r.capabilities.invoices, 'on')
  assert.ok(r.documentTypes.some((d: { documentTypeId: string }) => /Invoice-2::Invoice##.*billing:3\.0::2\.1$/.test(d.documentTypeId)))
  assert.ok(r.documentTypes.some((d: { documentTypeId: string }) => /ApplicationResponse-2::ApplicationResponse##.*invoice_response:3/.test(d.documentTypeId)))
  assert.equal(r.businessCard.names.value, 'Acme Belgium')
  assert.equal(r.registration.participants.length, 0, 'SML not configured here: nothing registered yet, the sync job is queued')
  assert.deepEqual(r.hooks.map((h: { name: string, created: boolean, partyId: string }) => [h.name, h.created, h.partyId]), [['peppol-out', true, P1], ['erp', true, P1]])
  assert.equal(r.hooks[1].secureKey.length, 43, 'a generated secureKey, in full in the answer that created it')
  assert.deepEqual(r.users.map((u: { username: string, created: boolean, partyIds: string[] }) => [u.username, u.created, u.partyIds]), [['acme-be', true, [P1, '9925:BE0123456749']]])
  assert.ok(!JSON.stringify(r).includes('Acme!12345xy'), 'the password is never shown')
  const after = await counts()
  assert.deepEqual({ parties: after.parties - before.parties, identifiers: after.identifiers - before.identifiers, peppol: after.peppol - before.peppol, hooks: after.hooks - before.hooks, users: after.users - before.users },
    { parties: 1, identifiers: 2, peppol: 1, hooks: 2, users: 1 })
  assert.ok(after.syncJobs > before.syncJobs, 'SML registration and Directory publication are queued in the same transaction')

  // The SMP serves the party under both identifiers, with its business card.
  for (const id of [P1, '9925:BE0123456749']) assert.equal((await t.app.inject({ method: 'GET', url: sg(id), headers: host })).statusCode, 200, id)
  const card = await t.app.inject({ method: 'GET', url: `/businesscard${sg(P1)}`, headers: host })
  assert.equal(card.statusCode, 200)
  assert.match(card.body, /Acme Belgium/)
  // The end-customer user signs in and acts for the party; the hooks are live.
  const tok = await requestToken(t, { grant_type: 'password', client_id: app.clientId, client_secret: app.clientSecret, username: 'acme-be', password: 'Acme!12345xy', scope: 'ap' })
  assert.equal(tok.status, 200, JSON.stringify(tok.body))
  const me = await api(t, tok.body.access_token as string, 'GET', '/api/v1/me')
  assert.deepEqual(me.json().partyIds, [P1, '9925:BE0123456749'])
  const hooks = await api(t, token, 'GET', `/api/v1/hook?partyId=${P1}`)
  assert.deepEqual(hooks.json().hooks.map((h: { name: string }) => h.name).sort(), ['erp', 'peppol-out'])
})

test('the same body again: 200, nothing new, the same ids; secrets masked', async () => {
  const first = (await api(t, token, 'GET', `/api/v1/hook?partyId=${P1}`)).json().hooks as Array<{ id: string, name: string }>
  const before = await counts()
  const res = await api(t, token, 'POST', '/api/v1/peppol/enrollment', { payload: body() })
  assert.equal(res.statusCode, 200, res.body)
  const r = res.json()
  assert.equal(r.created, false)
  assert.deepEqual(r.hooks.map((h: { created: boolean }) => h.created), [false, false])
  assert.deepEqual(r.hooks.map((h: { id: string }) => h.id).sort(), first.map(h => h.id).sort())
  assert.match(r.hooks[1].secureKey, /^….{4}$/, 'only the hint of the stored secureKey')
  assert.equal(r.users[0].created, false)
  const after = await counts()
  assert.deepEqual({ ...after, syncJobs: 0 }, { ...before, syncJobs: 0 }, 'no row added')
  // The password of an existing user is left alone (the users API changes it).
  const again = await api(t, token, 'POST', '/api/v1/peppol/enrollment', { payload: body({ users: [{ username: 'acme-be', password: 'Other!98765zz' }] }) })
  assert.equal(again.statusCode, 200, again.body)
  const tok = await requestToken(t, { grant_type: 'password', client_id: app.clientId, client_secret: app.clientSecret, username: 'acme-be', password: 'Acme!12345xy', scope: 'ap' })
  assert.equal(tok.status, 200)
})

test('a changed body updates: capabilities, name, a hook by name, a new identifier', async () => {
  const res = await api(t, token, 'POST', '/api/v1/peppol/enrollment', {
    payload: body({ identifiers: [P1, '0088:5798000000124'], name: 'Acme BE', capabilities: { invoices: 'off', orders: 'on' }, hooks: [{ name: 'erp', topics: ['InvoiceReceived', 'OrderReceived'] }], users: [] })
  })
  assert.equal(res.statusCode, 200, res.body)
  const r = res.json()
  assert.deepEqual(r.party.identifiers, ['0088:5798000000124', P1, '9925:BE0123456749'])
  assert.equal(r.party.name, 'Acme BE')
  assert.equal(r.capabilities.invoices, 'off')
  assert.ok(r.documentTypes.every((d: { documentTypeId: string }) => !/Invoice-2::Invoice##/.test(d.documentTypeId)))
  assert.ok(r.documentTypes.some((d: { documentTypeId: string }) => /Order-2::Order##/.test(d.documentTypeId)))
  assert.deepEqual(r.hooks[0].topics, ['InvoiceReceived', 'OrderReceived'])
  assert.equal(r.hooks[0].url, 'http://127.0.0.1:9/erp', 'fields not given keep their value')
  assert.equal((await t.app.inject({ method: 'GET', url: sg('0088:5798000000124'), headers: host })).statusCode, 200)
})

test('all or nothing: a failure in any part leaves nothing behind', async () => {
  const other = await tenant(t, 'enrol-other')
  await party(t, other.id, ['0088:7300010000001'])
  const fresh = { identifiers: ['0208:0202239951'], name: 'Fresh' }
  const cases: Array<[string, Record<string, unknown>, number, string, unknown?]> = [
    // The second user fails after the party, its configuration, the hooks and the first user were written.
    ['weak password of the second user', body({ ...fresh, users: [{ username: 'fresh-1', password: 'Fresh!12345x' }, { username: 'fresh-2', password: 'short' }] }), 400, 'WEAK_PASSWORD', 'users[1]'],
    ['identifier of another tenant', body({ identifiers: ['0208:0202239951', '0088:7300010000001'] }), 409, 'PARTY_ID_TAKEN', undefined],
    ['identifiers of two parties', body({ identifiers: ['0208:0202239951', P1] }), 201, '', undefined],
    ['bad check digits', body({ identifiers: ['0208:0123456748'] }), 400, 'INVALID_PARTY_ID', undefined],
    ['hook without a name', body({ ...fresh, hooks: [{ action: 'peppol', topics: ['SendInvoice'] }] }), 400, 'VALIDATION_FAILED', undefined],
    ['hook with a forbidden target', body({ ...fresh, hooks: [{ name: 'x', url: 'http://10.1.2.3/x', topics: ['InvoiceReceived'] }] }), 400, 'VALIDATION_FAILED', 'hooks[0].url'],
    ['hook with a bad filter', body({ ...fresh, hooks: [{ name: 'x', url: 'http://127.0.0.1:9/x', topics: ['InvoiceReceived'], filter: 'x => x.a ==' }] }), 400, 'VALIDATION_FAILED', 'hooks[0]'],
    ['business card without a country', body({ ...fresh, businessCard: { names: { value: 'Fresh' }, address: { value: 'Brussels' } } }), 400, 'VALIDATION_FAILED', undefined],
    ['unknown capability', body({ ...fresh, capabilities: { telepathy: 'on' } }), 400, 'VALIDATION_FAILED', undefined],
    ['user with an unknown role', body({ ...fresh, users: [{ username: 'fresh-3', password: 'Fresh!12345x', roles: ['Root'] }] }), 400, 'VALIDATION_FAILED', 'users[0]']
  ]
  for (const [what, payload, status, code, field] of cases) {
    if (status === 201) continue // 'identifiers of two parties' needs the fresh party: below
    const before = await counts()
    const res = await api(t, token, 'POST', '/api/v1/peppol/enrollment', { payload })
    assert.equal(res.statusCode, status, `${what}: ${res.body}`)
    assert.equal(res.json().code, code, what)
    if (field !== undefined) assert.equal(res.json().details.field, field, what)
    assert.deepEqual(await counts(), before, `${what}: nothing stored`)
  }
  assert.match((await api(t, token, 'POST', '/api/v1/peppol/enrollment', { payload: cases[7][1] })).json().message, /Both name\(s\) and country code are required/)
  // Two identifiers on two different parties of the tenant.
  assert.equal((await api(t, token, 'POST', '/api/v1/peppol/enrollment', { payload: { identifiers: ['0208:0202239951'] } })).statusCode, 201)
  const before = await counts()
  const res = await api(t, token, 'POST', '/api/v1/peppol/enrollment', { payload: body({ identifiers: ['0208:0202239951', P1] }) })
  assert.equal(res.statusCode, 409, res.body)
  assert.equal(res.json().code, 'PARTY_ID_TAKEN')
  assert.deepEqual(await counts(), before)
})

test('permissions: ApUser 403; a manager limited to some parties updates its party but creates none', async () => {
  const user = await clientToken(t, await application(t, tenantId, ['ApUser']))
  assert.equal((await api(t, user, 'POST', '/api/v1/peppol/enrollment', { payload: body() })).statusCode, 403)
  const limited = await clientToken(t, await application(t, tenantId, ['ApManager'], [P1]))
  const before = await counts()
  const create = await api(t, limited, 'POST', '/api/v1/peppol/enrollment', { payload: { identifiers: ['0208:0401123407'] } })
  assert.equal(create.statusCode, 403, create.body)
  assert.deepEqual(await counts(), before)
  const update = await api(t, limited, 'POST', '/api/v1/peppol/enrollment', { payload: { identifiers: [P1], capabilities: { invoices: 'on' } } })
  assert.equal(update.statusCode, 200, update.body)
  const foreign = await api(t, limited, 'POST', '/api/v1/peppol/enrollment', { payload: { identifiers: ['0208:0202239951'], capabilities: { invoices: 'on' } } })
  assert.equal(foreign.statusCode, 403, foreign.body)
  assert.equal((await api(t, undefined, 'POST', '/api/v1/peppol/enrollment', { payload: body() })).statusCode, 401)
})

test('two identical calls at the same moment: one 201 and one 200, one party, the hooks not doubled', async () => {
  const payload = body({ identifiers: ['0208:0860405143'], name: 'Twice', users: [{ username: 'twice', password: 'Twice!12345x' }] })
  const before = await counts()
  const [x, y] = await Promise.all([0, 1].map(async () => await api(t, token, 'POST', '/api/v1/peppol/enrollment', { payload })))
  assert.deepEqual([x.statusCode, y.statusCode].sort(), [200, 201], `${x.body}\n${y.body}`)
  assert.equal(x.json().party.id, y.json().party.id)
  const after = await counts()
  assert.deepEqual({ parties: after.parties - before.parties, hooks: after.hooks - before.hooks, users: after.users - before.users }, { parties: 1, hooks: 2, users: 1 })
  // An existing party enrolled twice at once with a new hook: still one hook of that name.
  const more = { identifiers: ['0208:0860405143'], hooks: [{ name: 'third', action: 'peppol', topics: ['SendOrder'] }] }
  const both = await Promise.all([0, 1].map(async () => await api(t, token, 'POST', '/api/v1/peppol/enrollment', { payload: more })))
  assert.deepEqual(both.map(r => r.statusCode), [200, 200])
  assert.equal((await counts()).hooks - after.hooks, 1)
})
