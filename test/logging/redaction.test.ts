// Issue 15, defect 5: inbound download tokens were logged in full (the request URL at info level). Secret query
// parameters are redacted by the logger's request serializer; credential headers and fields by pino's redact paths.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createTestWharf, ACCEPTANCE_HOST, type TestWharf } from '../helpers/wharf.ts'

let t: TestWharf
before(async () => { t = await createTestWharf({ LOG_LEVEL: 'debug' }) })
after(async () => { await t.close() })

test('GET /inbound/download?token= is logged without the token', async () => {
  const token = 'dlTokenValue0123456789abcdefXYZ'
  const res = await t.app.inject({ method: 'GET', url: `/inbound/download?token=${token}&x=1`, headers: { host: ACCEPTANCE_HOST } })
  assert.notEqual(res.statusCode, 200)
  const logs = t.logs()
  assert.match(logs, /"url":"\/inbound\/download\?token=\[REDACTED\]&x=1"/)
  assert.ok(!logs.includes(token), 'the download token is in the log')
})

test('credential headers and secret fields are redacted in any logged object', () => {
  t.wharf.log.info({
    req: { headers: { authorization: 'Bearer hdrSecret1', cookie: 'sid=hdrSecret2', 'subscription-key': 'hdrSecret3', 'x-service-signature': 'hdrSecret4' } },
    headers: { authorization: 'Basic hdrSecret5', 'x-service-token': 'hdrSecret6' },
    body: { password: 'fieldSecret1', client_secret: 'fieldSecret2' },
    hook: { secureKey: 'fieldSecret3' }
  }, 'an object with secrets')
  const logs = t.logs()
  for (const s of ['hdrSecret1', 'hdrSecret2', 'hdrSecret3', 'hdrSecret4', 'hdrSecret5', 'hdrSecret6', 'fieldSecret1', 'fieldSecret2', 'fieldSecret3']) {
    assert.ok(!logs.includes(s), `${s} is in the log`)
  }
})
