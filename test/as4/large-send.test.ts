// Issue 5, sending side: a 100 MB invoice read from a file is turned into an AS4 message and POSTed by a child process
// running the worker's sending code (large-send-child.ts), to a real HTTP server here that hashes what arrives. The
// child's peak RSS stays bounded (the document, its gzip and its ciphertext are never held whole), the body has the
// announced length, and the spool file is gone afterwards. Figures are printed as diagnostics.
// WHARF_LARGE_SEND_MB changes the invoice size (default 40 in the suite; 0 skips); WHARF_LARGE_SEND_RSS_MIB the bound (default 200).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { FIXTURES } from './network.ts'

const SIZE_MB = Number(process.env.WHARF_LARGE_SEND_MB ?? 40)
const BOUND_MIB = Number(process.env.WHARF_LARGE_SEND_RSS_MIB ?? 200)

/** Writes the BIS 3 example with a random base64 "PDF" before the supplier, `mb` MB in all, 3 MB at a time. */
function writeBigInvoice (file: string, mb: number): void {
  const text = fs.readFileSync(path.join(FIXTURES, 'bis3-base-example.xml'), 'utf8')
  const at = text.indexOf('<cac:AccountingSupplierParty>')
  const head = `${text.slice(0, at)}<cac:AdditionalDocumentReference><cbc:ID>big</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="big.pdf">`
  const tail = `</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>${text.slice(at)}`
  const fd = fs.openSync(file, 'w')
  fs.writeSync(fd, head)
  const piece = 3 * 1024 * 1024 // a multiple of 3: base64 pieces without padding
  for (let left = Math.floor((mb * 1e6 - head.length - tail.length) / 4) * 3; left > 0; left -= piece) fs.writeSync(fd, randomBytes(Math.min(piece, left)).toString('base64'))
  fs.writeSync(fd, tail)
  fs.closeSync(fd)
}

test(`a ${SIZE_MB} MB invoice from a file, built and POSTed by the sending code in a child process: peak RSS bounded`, { skip: SIZE_MB <= 0 ? 'WHARF_LARGE_SEND_MB=0' : false, timeout: 600_000 }, async t => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-large-send-'))
  const received = { bytes: 0, contentLength: -1, sha256: '', head: '' }
  const server = http.createServer((req, res) => {
    const hash = createHash('sha256')
    received.contentLength = Number(req.headers['content-length'])
    req.on('data', (c: Buffer) => { if (received.bytes === 0) received.head = c.subarray(0, 64).toString('latin1'); received.bytes += c.length; hash.update(c) })
    req.on('end', () => { received.sha256 = hash.digest('hex'); res.writeHead(200, { 'content-type': 'text/plain' }).end('ok') })
  })
  try {
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    const pki = await makeTestPki({ instances: ['A', 'B'] })
    const write = (name: string, data: string): string => { const f = path.join(dir, name); fs.writeFileSync(f, data); return f }
    const a = pki.instances[0]
    const invoice = path.join(dir, 'invoice.xml')
    writeBigInvoice(invoice, SIZE_MB)
    const args = ['--import', 'tsx', path.join(import.meta.dirname, 'large-send-child.ts'), invoice, `http://127.0.0.1:${port}/as4`,
      write('a.pem', a.ap.certPem), write('a.key', a.ap.keyPem), a.seatId, write('b.pem', pki.instances[1].ap.certPem)]
    const child = spawn(process.execPath, args, { env: { ...process.env, WHARF_SPOOL_DIR: path.join(dir, 'spool') }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => { stdout += c.toString() })
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString() })
    const code = await new Promise<number | null>(resolve => child.on('close', resolve))
    assert.equal(code, 0, stderr)
    const r = JSON.parse(stdout.trim().split('\n').pop() as string) as Record<string, number | string>
    t.diagnostic(`${(Number(r.documentBytes) / 1e6).toFixed(1)} MB invoice, ${(Number(r.bodyBytes) / 1e6).toFixed(1)} MB on the wire: country scan ${r.countryMs} ms, build ${r.buildMs} ms, send ${r.sendMs} ms; child RSS ${r.rssBeforeMiB} MiB before, peak ${r.peakRssMiB} MiB`)
    assert.equal(r.country, 'GB')
    assert.equal(r.status, 200)
    assert.equal(received.contentLength, r.bodyBytes)
    assert.equal(received.bytes, r.bodyBytes, 'the body has its announced length')
    assert.ok(received.head.startsWith('------=_Part_'), received.head)
    assert.equal(r.spoolLeft, 0, 'the spool file is removed')
    assert.ok(Number(r.peakRssMiB) < BOUND_MIB, `peak RSS ${r.peakRssMiB} MiB < ${BOUND_MIB} MiB`)
  } finally {
    server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
