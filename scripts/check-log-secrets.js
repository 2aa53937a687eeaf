#!/usr/bin/env node
// Scans the logs a test run kept (WHARF_TEST_LOG_DIR, see test/helpers/log-capture.ts) for secrets: anything shaped
// like a JWT, a Bearer or Basic credential, an unredacted secret query parameter, and every secret value the tests
// registered (secrets-*.txt). Prints one line per finding (file, line, what; the secret itself shortened) and exits
// 1 when there is any. Usage: node scripts/check-log-secrets.js <dir>; as a module: scanLogs(dir).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const PATTERNS = [
  ['JWT', /eyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]*/],
  // A credential has a digit or a symbol in it: prose like "Basic authentication" is not one.
  ['Bearer credential', /\bBearer\s+(?!\[REDACTED\])(?=[\w.~+/=-]*[\d.~+/=-])[\w.~+/=-]{8,}/i],
  ['Basic credential', /\bBasic\s+(?!\[REDACTED\])(?=[A-Za-z0-9+/=]*[\d+/=])[A-Za-z0-9+/]{8,}={0,2}/],
  ['secret query parameter', /[?&](?:token|access_token|refresh_token|client_secret|password|code|key|secret)=(?!\[REDACTED\])[^&\s"\\]+/i]
]

const shorten = s => s.length <= 8 ? '…' : `${s.slice(0, 4)}…(${s.length} chars)`

// Registered secrets are found by their longest run of [A-Za-z0-9_-] (their "core", when it has 8+ characters):
// each log line's runs are looked up in a set, so thousands of secrets cost one pass over the logs. A secret without
// such a run (a test password like "Secret!Pass12") is looked for with a plain substring search.
const RUN = /[\w-]{8,}/g
const coreOf = s => (s.match(RUN) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '')

/** Findings in the logs of `dir`: { files, secrets, findings: [{ file, line, what, sample }] }. */
export function scanLogs (dir) {
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : []
  const secrets = new Set()
  for (const n of names.filter(n => /^secrets-.*\.txt$/.test(n))) {
    for (const s of fs.readFileSync(path.join(dir, n), 'utf8').split('\n')) if (s.length >= 8) secrets.add(s)
  }
  const cores = new Map()
  const plain = []
  for (const s of secrets) {
    const core = coreOf(s)
    if (core.length >= 8) cores.set(core, s); else plain.push(s)
  }
  const logs = names.filter(n => n.endsWith('.log')).sort()
  const findings = []
  for (const n of logs) {
    const lines = fs.readFileSync(path.join(dir, n), 'utf8').split('\n')
    lines.forEach((text, i) => {
      const found = (what, sample) => findings.push({ file: n, line: i + 1, what, sample: shorten(sample) })
      for (const [what, re] of PATTERNS) {
        const m = re.exec(text)
        if (m !== null) found(what, m[0])
      }
      for (const run of text.match(RUN) ?? []) {
        const s = cores.get(run)
        if (s !== undefined && text.includes(s)) found('a secret the tests used', s)
      }
      for (const s of plain) if (text.includes(s)) found('a secret the tests used', s)
    })
  }
  return { files: logs.length, secrets: secrets.size, findings }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2]
  if (dir === undefined) { console.error('usage: check-log-secrets.js <log dir>'); process.exit(2) }
  const { files, secrets, findings } = scanLogs(dir)
  for (const f of findings) console.log(`log secrets: ${path.join(dir, f.file)}:${f.line}: ${f.what} ${f.sample}`)
  console.log(`log secrets: ${findings.length} found in ${files} log files (${secrets} registered secrets checked)`)
  process.exit(findings.length > 0 ? 1 : 0)
}
