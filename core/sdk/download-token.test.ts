import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { test } from 'node:test'
import { createDownloadToken, verifyDownloadToken, DEFAULT_TOKEN_LIFETIME_MS } from './download-token.ts'

const secret = 'k'.repeat(40)
const now = Date.parse('2026-11-22T10:00:00Z')

test('a token redeems to its document and tenant until it expires, and is reusable until then', () => {
  const token = createDownloadToken({ documentId: 'doc-1', tenantId: 'acme', expiresAt: now + DEFAULT_TOKEN_LIFETIME_MS }, secret)
  assert.match(token, /^wdt1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
  assert.equal(encodeURIComponent(token), token, 'URL-safe as it is')
  for (let i = 0; i < 2; i++) {
    const ok = verifyDownloadToken(token, secret, now + 1000)
    assert.equal(ok.ok, true)
    assert.equal(ok.ok && ok.documentId, 'doc-1')
    assert.equal(ok.ok && ok.tenantId, 'acme')
    assert.equal(ok.ok && ok.expiresAt, now + DEFAULT_TOKEN_LIFETIME_MS)
  }
  const last = verifyDownloadToken(token, secret, now + DEFAULT_TOKEN_LIFETIME_MS - 1)
  assert.equal(last.ok, true)
  const expired = verifyDownloadToken(token, secret, now + DEFAULT_TOKEN_LIFETIME_MS)
  assert.equal(expired.ok === false && expired.reason, 'expired')
  assert.match(expired.ok === false ? expired.message : '', /expired at 2026-11-23T10:00:00\.000Z/)
})

test('two tokens for one document differ (token id), both valid', () => {
  const a = createDownloadToken({ documentId: 'd', tenantId: 't', expiresAt: now + 60_000 }, secret)
  const b = createDownloadToken({ documentId: 'd', tenantId: 't', expiresAt: now + 60_000 }, secret)
  assert.notEqual(a, b)
  const va = verifyDownloadToken(a, secret, now)
  const vb = verifyDownloadToken(b, secret, now)
  assert.ok(va.ok && vb.ok && va.tokenId !== vb.tokenId)
})

test('a changed claim, another secret or a forged token is refused; rotation accepts the old secret in a list', () => {
  const token = createDownloadToken({ documentId: 'doc-1', tenantId: 'acme', expiresAt: now + 60_000 }, secret)
  const [p, claims, sig] = token.split('.')
  const otherClaims = Buffer.from(Buffer.from(claims, 'base64url').toString().replace('doc-1', 'doc-2')).toString('base64url')
  assert.equal((verifyDownloadToken(`${p}.${otherClaims}.${sig}`, secret, now) as { reason: string }).reason, 'bad-signature')
  assert.equal((verifyDownloadToken(token, 'x'.repeat(40), now) as { reason: string }).reason, 'bad-signature')
  assert.equal(verifyDownloadToken(token, ['x'.repeat(40), secret], now).ok, true)
  // a signature made with an independent HMAC implementation of the documented format verifies
  const body = Buffer.from(JSON.stringify({ d: 'doc-9', t: 'acme', e: Math.floor(now / 1000) + 60, n: 'abc' })).toString('base64url')
  const mac = createHmac('sha256', secret).update(`wdt1.${body}`).digest('base64url')
  const own = verifyDownloadToken(`wdt1.${body}.${mac}`, secret, now)
  assert.equal(own.ok && own.documentId, 'doc-9')
})

test('malformed tokens and weak secrets get clear answers', () => {
  for (const t of ['', 'abc', 'wdt1.a.b', 'wdt2.YQ.' + 'A'.repeat(43), 'x'.repeat(5000), 'wdt1.%%%.' + 'A'.repeat(43)]) {
    const r = verifyDownloadToken(t, secret, now)
    assert.equal(r.ok === false && r.reason, 'malformed', t.slice(0, 20))
  }
  assert.throws(() => createDownloadToken({ documentId: 'd', tenantId: 't', expiresAt: now }, 'short'), /at least 32 bytes/)
  assert.throws(() => createDownloadToken({ documentId: '', tenantId: 't', expiresAt: now }, secret), /documentId/)
})
