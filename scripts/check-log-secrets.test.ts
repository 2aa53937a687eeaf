// The log secrets check (scripts/check-log-secrets.js) must really find a leak: planted secrets of every kind are
// found, redacted values are not, and a test Wharf run with WHARF_TEST_LOG_DIR keeps its debug log and registers the
// secrets it handled, so a secret that reaches its log fails the check.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
// @ts-expect-error a plain JavaScript script without type declarations
import { scanLogs } from './check-log-secrets.js'

interface Finding { file: string, line: number, what: string, sample: string }
const scan = scanLogs as (dir: string) => { files: number, secrets: number, findings: Finding[] }
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const tmp = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-logscan-'))

test('planted secrets of every kind are found, with file and line; redacted ones are not', () => {
  const dir = tmp()
  try {
    const clientSecret = 'Zq3_registeredClientSecret-9x'
    fs.writeFileSync(path.join(dir, 'secrets-1.txt'), `${clientSecret}\nPass!word12\nshort\n`)
    fs.writeFileSync(path.join(dir, 'a-1.log'), [
      '{"msg":"clean","req":{"url":"/inbound/download?token=[REDACTED]"},"headers":{"authorization":"[REDACTED]"}}',
      '{"msg":"jwt eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhcHAifQ.c2ln"}',
      '{"msg":"Bearer abcdefgh12345678"}',
      '{"msg":"Basic YWxpY2U6c2VjcmV0cGFzcw=="}',
      '{"req":{"url":"/inbound/download?token=dlTok123"}}',
      `{"app":{"secret":"${clientSecret}"}}`,
      '{"msg":"user typed Pass!word12 here"}',
      '{"msg":"a short value: short"}',
      '{"msg":"use HTTP Basic authentication or Bearer credentials"}'
    ].join('\n'))
    const { files, secrets, findings } = scan(dir)
    assert.equal(files, 1)
    assert.equal(secrets, 2, 'values under 8 characters are not registered')
    assert.deepEqual(findings.map(f => [f.file, f.line, f.what]), [
      ['a-1.log', 2, 'JWT'],
      ['a-1.log', 3, 'Bearer credential'],
      ['a-1.log', 4, 'Basic credential'],
      ['a-1.log', 5, 'secret query parameter'],
      ['a-1.log', 6, 'a secret the tests used'],
      ['a-1.log', 7, 'a secret the tests used']
    ])
    assert.ok(findings.every(f => !f.sample.includes(clientSecret)), 'the report does not repeat the secret')
    const cli = spawnSync(process.execPath, [path.join(root, 'scripts', 'check-log-secrets.js'), dir], { encoding: 'utf8' })
    assert.equal(cli.status, 1)
    assert.match(cli.stdout, /a-1\.log:2: JWT/)
    assert.match(cli.stdout, /log secrets: 6 found in 1 log files/)
  } finally { fs.rmSync(dir, { recursive: true, force: true }) }
})

test('a test Wharf with WHARF_TEST_LOG_DIR keeps its debug log and registers the secrets it handled', () => {
  const dir = tmp()
  const script = path.join(dir, 'leak.mts')
  fs.writeFileSync(script, `
    import { createTestWharf } from ${JSON.stringify(path.join(root, 'test', 'helpers', 'wharf.ts'))}
    const t = await createTestWharf()
    const res = await t.admin('POST', '/admin/v1/tenants', { name: 'leaky', environment: 'acceptance' })
    const app = await t.admin('POST', '/admin/v1/applications', { tenant: res.json().id, roles: ['ApUser'] })
    t.wharf.log.debug('oops: ' + app.json().clientSecret.split('').join(''))
    if (t.logs().includes('oops')) throw new Error('logs() shows debug lines although the test asked for info')
    await t.close()
  `)
  try {
    const env = { ...process.env, WHARF_TEST_LOG_DIR: dir }
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, env, encoding: 'utf8' })
    assert.equal(run.status, 0, run.stderr)
    const { findings } = scan(dir)
    assert.ok(findings.some(f => f.what === 'a secret the tests used' && /^leak\.mts-\d+\.log$/.test(f.file)), JSON.stringify(findings))
    const secrets = fs.readdirSync(dir).filter(n => n.startsWith('secrets-')).map(n => fs.readFileSync(path.join(dir, n), 'utf8')).join('')
    assert.match(secrets, /^test-admin-[0-9a-f]{16}$/m, 'the admin token is registered')
  } finally { fs.rmSync(dir, { recursive: true, force: true }) }
})
