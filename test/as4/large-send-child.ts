/**
 * Child process of large-send.test.ts (not a test): builds one AS4 message from a large invoice FILE with the sending
 * code the peppol-as4 worker uses (country scan, prepareOutgoing: streamed SBDH, gzip to a spool file, sign, deferred
 * encryption, streamed MIME) and POSTs it with undici to the URL given, then disposes the spool file. Prints one JSON
 * line: timings, body length, RSS before and peak RSS (process.resourceUsage().maxRSS), spool files left.
 *
 *   node --import tsx test/as4/large-send-child.ts <invoice file> <url> <A cert> <A key> <A seat id> <B cert>
 */
import fs from 'node:fs'
import { request } from 'undici'
import { fileSource } from '../../core/blobs/source.ts'
import { spoolDir } from '../../core/blobs/spool.ts'
import { prepareOutgoing } from '../../plugins/peppol-as4/outgoing.ts'
import { senderCountryOfSource } from '../../plugins/peppol-as4/country.ts'

const [file, url, certFile, keyFile, seatId, bCertFile] = process.argv.slice(2) as [string, string, string, string, string, string]
const MiB = 1024 * 1024
const rssBefore = process.memoryUsage().rss
const src = fileSource(file, fs.statSync(file).size, false)
const t0 = performance.now()
const country = await senderCountryOfSource(src)
const t1 = performance.now()
const out = await prepareOutgoing({
  sender: '0088:7300010000001', receiver: '0192:987654325', countryC1: country ?? 'ZZ', document: src,
  documentTypeId: 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1',
  processId: 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
  identity: { certPem: fs.readFileSync(certFile, 'utf8'), keyPem: fs.readFileSync(keyFile, 'utf8'), seatId }, receiverCertPem: fs.readFileSync(bCertFile, 'utf8')
})
const t2 = performance.now()
let status = 0
try {
  const res = await request(url, {
    method: 'POST', body: out.open(), headers: { 'content-type': out.contentType, 'mime-version': '1.0', 'content-length': String(out.length) },
    headersTimeout: 300_000, bodyTimeout: 300_000
  })
  status = res.statusCode
  await res.body.text()
} finally {
  await out.dispose()
}
const t3 = performance.now()
console.log(JSON.stringify({
  country, status, documentBytes: src.kind === 'file' ? src.size : 0, bodyBytes: out.length, contentType: out.contentType,
  countryMs: Math.round(t1 - t0), buildMs: Math.round(t2 - t1), sendMs: Math.round(t3 - t2),
  rssBeforeMiB: Math.round(rssBefore / MiB), peakRssMiB: Math.round(process.resourceUsage().maxRSS * 1024 / MiB),
  spoolLeft: fs.readdirSync(spoolDir()).length
}))
