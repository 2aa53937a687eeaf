/**
 * Issue 4's figures, in one process on loopback:
 *   smp-signed   GET /{participant}/services/{docType} on a Wharf SMP: SignedServiceMetadata from the signed cache
 *   smp-group    GET /{participant}: the ServiceGroup (database reads, no signature)
 *   health       GET /health on the same Wharf: the reference (fastify + one `select 1`)
 *   sign-only    signServiceMetadata() in a loop (what an uncached answer costs): signatures/s
 *   lookup cold  lookupDeliveryOptions for the Invoice family with empty caches: SML (DNS) -> ServiceGroup ->
 *                every Invoice ServiceMetadata, each signature and chain verified; mean and p95 of 30 runs
 *   lookup cached the same call answered from the lookup cache; mean of 2000 runs
 * Ratios: smp-signed/health. Database: embedded PGlite unless DATABASE_URL is set.
 *
 * Run: npm run bench -- lookup   (BENCH_DURATION, BENCH_CONNECTIONS as in harness.ts)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { createTestWharf } from '../../test/helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../../test/helpers/fixtures.ts'
import { makeTestPki } from '../pki/make-test-pki.ts'
import { startSmlDnsServer } from '../network/sml/dns-server.ts'
import { SmlLookupClient } from '../../plugins/peppol-as4/sml/lookup.ts'
import { smlParticipant } from '../../plugins/peppol-as4/sml/naming.ts'
import { parsePartyId } from '../../core/peppol/identifiers.ts'
import { loadTrustStore } from '../../plugins/peppol-as4/pki/trust-store.ts'
import { LookupCache, lookupDeliveryOptions } from '../../plugins/peppol-as4/smp/client.ts'
import { signServiceMetadata } from '../../plugins/peppol-as4/xmldsig/smp-signature.ts'
import { benchOptions, measure, printTable, ratio, round } from './harness.ts'

const PARTY = '0208:0123456749'
const ZONE = 'sml.wharf.test'
const opts = benchOptions()
const pki = await makeTestPki({ instances: ['B'] })
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-bench-lookup-'))
const write = (name: string, text: string): string => { const f = path.join(dir, name); fs.writeFileSync(f, text); return f }
const dns = await startSmlDnsServer({ zone: ZONE })
const t = await createTestWharf({
  LOG_LEVEL: 'warn',
  WHARF_SMP_CERT_FILE: write('smp.pem', pki.instances[0].smp.certPem),
  WHARF_SMP_KEY_FILE: write('smp.key', pki.instances[0].smp.keyPem),
  WHARF_AP_CERT_FILE: write('ap.pem', pki.instances[0].ap.certPem),
  WHARF_AS4_URL: 'https://ap-b.wharf.test/as4'
})
try {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const smpUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
  const acme = await tenant(t, 'bench')
  await party(t, acme.id, [PARTY])
  const token = await clientToken(t, await application(t, acme.id, ['ApManager']))
  const put = await api(t, token, 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { payload: { capabilities: { invoices: 'on' } } })
  if (put.statusCode !== 200) throw new Error(put.body)
  dns.registry.set(smlParticipant(parsePartyId(PARTY)), smpUrl)

  const participant = encodeURIComponent(`iso6523-actorid-upis::${PARTY}`)
  const group = await (await fetch(`${smpUrl}/${participant}`)).text()
  const href = /href="([^"]+)"/.exec(group)?.[1]?.replace(/&amp;/g, '&')
  if (href === undefined) throw new Error(`no ServiceMetadataReference in ${group}`)
  const signedXml = await (await fetch(href)).text()
  const documentTypes = (group.match(/ServiceMetadataReference /g) ?? []).length

  const figures = [
    await measure('smp-signed', { url: href }, opts),
    await measure('smp-group', { url: `${smpUrl}/${participant}` }, opts),
    await measure('health', { url: `${smpUrl}/health` }, opts)
  ]

  // An uncached answer: sign the unsigned document again and again.
  const unsigned = signedXml.replace(/<(\w+:)?Signature[\s\S]*<\/(\w+:)?Signature>/, '')
  const signer = { certPem: pki.instances[0].smp.certPem, keyPem: pki.instances[0].smp.keyPem }
  let n = 0
  const signStart = performance.now()
  while (performance.now() - signStart < opts.duration * 1000) { signServiceMetadata(unsigned, signer); n++ }
  const signsPerSecond = round(n / ((performance.now() - signStart) / 1000), 1)

  const sml = new SmlLookupClient({ zone: ZONE, servers: [dns.address], timeoutMs: 2000 })
  const trust = loadTrustStore('test', { localTestPki: { rootPem: pki.root.certPem, smpCaPem: pki.smpCa.certPem, apCaPem: pki.apCa.certPem } })
  const cache = new LookupCache(300_000)
  const deps = { sml, trust, cache }
  const cold: number[] = []
  for (let i = 0; i < 30; i++) {
    cache.clear()
    sml.invalidate(smlParticipant(parsePartyId(PARTY)))
    const s = performance.now()
    const r = await lookupDeliveryOptions(deps, PARTY, 'Invoice')
    cold.push(performance.now() - s)
    if (!r.ok) throw new Error(r.message)
  }
  const cached: number[] = []
  for (let i = 0; i < 2000; i++) {
    const s = performance.now()
    await lookupDeliveryOptions(deps, PARTY, 'Invoice')
    cached.push(performance.now() - s)
  }
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length
  const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] as number
  const smpRatio = ratio(figures[0], figures[2])
  printTable(`SMP answers (${t.wharf.db.kind}, ${opts.connections} connections, ${opts.duration} s)`, figures, { 'smp-signed/health': smpRatio })
  console.log(`\nsign-only: ${signsPerSecond} SignedServiceMetadata signatures/s (what an uncached answer costs)`)
  console.log(`lookup cold (SML + ServiceGroup + ${documentTypes} ServiceMetadata, verified): mean ${round(mean(cold))} ms, p95 ${round(p95(cold))} ms`)
  console.log(`lookup cached: mean ${round(mean(cached) * 1000, 1)} µs`)
  console.log(JSON.stringify({ bench: 'lookup', database: t.wharf.db.kind, smpSignedRps: figures[0].rps, smpGroupRps: figures[1].rps, healthRps: figures[2].rps, smpSignedPerHealth: smpRatio, signsPerSecond, documentTypes, lookupColdMeanMs: round(mean(cold)), lookupColdP95Ms: round(p95(cold)), lookupCachedMeanUs: round(mean(cached) * 1000, 1) }))
} finally {
  await t.close()
  await dns.close()
  fs.rmSync(dir, { recursive: true, force: true })
}
