import assert from 'node:assert/strict'
import { test } from 'node:test'
import { BadTargetUrlError, createTargetGuard, TargetRefusedError } from './net-guard.ts'

const guard = createTargetGuard()

// Each URL as an integrator could write it; the hostname is what WHATWG URL parsing makes of it.
const REFUSED = [
  'https://127.0.0.1/', 'https://127.1/', 'http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.1/', 'http://0x7f000001/',
  'https://0.0.0.0/', 'https://0/', 'https://10.1.2.3/', 'https://172.16.0.1/', 'https://192.168.1.1/', 'https://169.254.169.254/',
  'https://100.64.0.1/', 'https://224.0.0.1/', 'https://255.255.255.255/', 'https://198.18.0.1/',
  'https://[::1]/', 'https://[::]/', 'https://[::7f00:1]/', 'https://[::127.0.0.1]/', 'https://[::a01:203]/', 'https://[::808:808]/',
  'https://[::ffff:127.0.0.1]/', 'https://[::ffff:7f00:1]/', 'https://[::ffff:a9fe:a9fe]/', 'https://[::ffff:0:7f00:1]/',
  'https://[64:ff9b::127.0.0.1]/', 'https://[64:ff9b::a00:1]/', 'https://[64:ff9b:1::1]/',
  'https://[2002:7f00:1::1]/', 'https://[2002:a00:1::]/', 'https://[2002:c0a8:101::1]/',
  'https://[2001::1]/', 'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'https://[2001:db8::1]/',
  'https://[fc00::1]/', 'https://[fd12:3456::1]/', 'https://[fe80::1]/', 'https://[fec0::1]/', 'https://[ff02::1]/', 'https://[100::1]/'
]
const ALLOWED = ['https://8.8.8.8/', 'https://[2606:4700:4700::1111]/', 'https://[::ffff:808:808]/', 'https://[64:ff9b::808:808]/', 'https://[2002:808:808::1]/', 'https://hooks.example.test/']

test('IP literals in every form WHATWG URLs normalise are judged by the address they name', () => {
  for (const url of REFUSED) {
    assert.throws(() => guard.checkUrl(url, { allowHttp: true, field: 'auth.tokenUrl' }), (err: unknown) => {
      assert.ok(err instanceof TargetRefusedError, `${url}: ${String(err)}`)
      assert.match(err.message, /^auth\.tokenUrl: the target address /)
      return true
    }, url)
  }
  for (const url of ALLOWED) assert.equal(guard.checkUrl(url, { allowHttp: false }).href, new URL(url).href, url)
})

test('https only, unless http is allowed; a non-URL is BAD_URL', () => {
  assert.throws(() => guard.checkUrl('http://hooks.example.test/', { allowHttp: false, field: 'url' }), (err: unknown) => err instanceof BadTargetUrlError && /^url: must be an https URL/.test(err.message))
  assert.throws(() => guard.checkUrl('ftp://hooks.example.test/', { allowHttp: true }), BadTargetUrlError)
  assert.throws(() => guard.checkUrl('not a url', { allowHttp: true }), BadTargetUrlError)
  assert.equal(guard.checkUrl('http://hooks.example.test/', { allowHttp: true }).protocol, 'http:')
})

test('the allowlist opens a range, for the address and for the IPv4 address an IPv6 form carries', () => {
  const loopback = createTargetGuard(['127.0.0.0/8', '::1/128'])
  for (const ip of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:7f00:1', '64:ff9b::7f00:1']) assert.equal(loopback.allowed(ip), true, ip)
  for (const ip of ['10.0.0.1', '::7f00:2', 'fe80::1', '169.254.169.254']) assert.equal(loopback.allowed(ip), false, ip)
  assert.equal(createTargetGuard(['127.0.0.1/32']).allowed('127.0.0.2'), false)
})

test('host names are judged by every address they resolve to, now (checkOutboundUrl) and at connect time (lookup)', async () => {
  await assert.rejects(guard.checkOutboundUrl('https://localhost:8443/token', { allowHttp: false, field: 'auth.tokenUrl' }), (err: unknown) => {
    assert.ok(err instanceof TargetRefusedError)
    assert.match(err.message, /^auth\.tokenUrl: the target address (127\.0\.0\.1|::1) \(localhost\)/)
    return true
  })
  await assert.rejects(guard.checkOutboundUrl('http://localhost/', { allowHttp: false }), BadTargetUrlError)
  // a name that does not resolve passes here; the connect-time lookup judges it when it does
  assert.equal((await guard.checkOutboundUrl('https://nowhere.invalid/', { allowHttp: false })).hostname, 'nowhere.invalid')
  const err = await new Promise<Error | null>(resolve => { guard.lookup('localhost', {}, e => { resolve(e) }) })
  assert.ok(err instanceof TargetRefusedError)
  const ok = await new Promise<string>(resolve => { createTargetGuard(['127.0.0.0/8', '::1/128']).lookup('localhost', {}, (_e, a) => { resolve(a) }) })
  assert.match(ok, /^(127\.0\.0\.1|::1)$/)
})
