import assert from 'node:assert/strict'
import { test } from 'node:test'
import { BadAddressError, parseAddress, parseDuration } from './address.ts'

const FP = 'SHA256:r0xfnsZj4XE267kSX6imIxU/R9msdfMPBuGHqjZxySM'

test('an sftp:// source address: user, percent-encoded password, port, directories, interval, host key', () => {
  const a = parseAddress(`sftp://erp%20user:p%40ss%3Aword@sftp.acme.example:2222?readDirectory=/out/&pendingDirectory=/out/pending&interval=00:05:00#${FP}`)
  assert.deepEqual(a, {
    host: 'sftp.acme.example', port: 2222, username: 'erp user', password: 'p@ss:word', hostKeySha256: FP,
    readDirectory: '/out', pendingDirectory: '/out/pending', intervalSeconds: 300
  })
  const b = parseAddress(`sftp://erp@10.0.0.5#${FP}`)
  assert.equal(b.port, 22)
  assert.equal(b.readDirectory, '.')
  assert.equal(b.password, undefined)
})

test('bad sftp:// addresses are refused with the reason', () => {
  const cases: Array<[string, RegExp]> = [
    ['sftp://erp@host', /host key fingerprint/],
    [`sftp://host#${FP}`, /names no user/],
    [`sftp://erp@host?readDir=/x#${FP}`, /unknown parameter readDir/],
    [`sftp://erp@host?readDirectory=/in/../etc#${FP}`, /may not contain \.\./],
    [`sftp://erp@host?interval=5#${FP}`, /interval/],
    [`sftp://erp@host#SHA256:short`, /host key fingerprint/]
  ]
  for (const [action, reason] of cases) assert.throws(() => parseAddress(action), (err: Error) => err instanceof BadAddressError && reason.test(err.message), action)
  assert.equal(parseDuration('900'), 900)
  assert.equal(parseDuration('01:00:00'), 3600)
  assert.equal(parseDuration('15m'), undefined)
})
