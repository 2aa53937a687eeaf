// A hook's client certificate for mutual TLS (`tls`) is parsed when the hook is created or changed
// (core/hooks/client-tls.ts): garbage, a key that is not readable (or not with the passphrase given) and a key that
// does not belong to the certificate are refused with 400 VALIDATION_FAILED naming the field.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createPrivateKey } from 'node:crypto'
import { api } from '../helpers/fixtures.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { testTls } from '../helpers/receiver.ts'

const PARTY = '0208:0123456749'
const t = await openWharf()
const { token } = await tenantWithParties(t, 'hook-tls', [PARTY])

const hook = (tls: Record<string, string>): Record<string, unknown> => ({ partyId: PARTY, url: 'https://hooks.example.test/in', topic: 'InvoiceReceived', tls })
const garbagePem = '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n'
const encryptedKey = createPrivateKey(testTls.clientKey).export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'right' }) as string

function refused (res: { statusCode: number, body: string, json: () => any }, field: string, what: string): void {
  assert.equal(res.statusCode, 400, `${what}: ${res.body}`)
  assert.equal(res.json().code, 'VALIDATION_FAILED', what)
  assert.equal(res.json().details.field, field, `${what}: ${res.body}`)
}

test('garbage PEM, an unreadable key, a wrong passphrase and a key of another certificate are refused at creation', async () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ['not PEM at all', { certificate: 'hello', privateKey: testTls.clientKey }, 'tls.certificate'],
    ['a CERTIFICATE block of garbage', { certificate: garbagePem, privateKey: testTls.clientKey }, 'tls.certificate'],
    ['a chain with a garbage second block', { certificate: testTls.clientCert + garbagePem, privateKey: testTls.clientKey }, 'tls.certificate'],
    ['a garbage key', { certificate: testTls.clientCert, privateKey: 'not a key' }, 'tls.privateKey'],
    ['a key of another certificate', { certificate: testTls.clientCert, privateKey: testTls.key }, 'tls.privateKey'],
    ['an encrypted key without passphrase', { certificate: testTls.clientCert, privateKey: encryptedKey }, 'tls.passphrase'],
    ['an encrypted key with a wrong passphrase', { certificate: testTls.clientCert, privateKey: encryptedKey, passphrase: 'wrong' }, 'tls.passphrase']
  ]
  for (const [what, tls, field] of cases) refused(await api(t, token, 'POST', '/api/v1/hook', { payload: hook(tls) }), field, what)
  const ok = await api(t, token, 'POST', '/api/v1/hook', { payload: hook({ certificate: testTls.clientCert, privateKey: encryptedKey, passphrase: 'right' }) })
  assert.equal(ok.statusCode, 201, ok.body)
  assert.equal(ok.json().tls.certificate, testTls.clientCert)
})

test('on update: a new certificate is checked against the stored key', async () => {
  const created = await api(t, token, 'POST', '/api/v1/hook', { payload: hook({ certificate: testTls.clientCert, privateKey: testTls.clientKey }) })
  assert.equal(created.statusCode, 201, created.body)
  const id = created.json().id as string
  refused(await api(t, token, 'PUT', `/api/v1/hook/${id}`, { payload: { tls: { certificate: 'garbage' } } }), 'tls.certificate', 'garbage')
  refused(await api(t, token, 'PUT', `/api/v1/hook/${id}`, { payload: { tls: { certificate: testTls.cert } } }), 'tls.privateKey', 'the stored key does not match')
  refused(await api(t, token, 'PUT', `/api/v1/hook/${id}`, { payload: { tls: { certificate: testTls.clientCert, privateKey: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n' } } }), 'tls.privateKey', 'garbage key')
  const same = await api(t, token, 'PUT', `/api/v1/hook/${id}`, { payload: { tls: { certificate: testTls.clientCert }, name: 'mtls' } })
  assert.equal(same.statusCode, 200, same.body)
  const both = await api(t, token, 'PUT', `/api/v1/hook/${id}`, { payload: { tls: { certificate: testTls.cert, privateKey: testTls.key } } })
  assert.equal(both.statusCode, 200, both.body)
})
