/**
 * Issue 4's figures, in one process on loopback:
 *   smp-signed   GET /{participant}/services/{docType} on a Wharf SMP: SignedServiceMetadata from the signed cache
 *   smp-group    GET /{participant}: the ServiceGroup (database reads, no signature)
 *   health       GET /health on the same Wharf: the reference (fastify + one `select 1`)
 *   smp-uncached the same on a second Wharf with WHARF_SMP_CACHE_ENTRIES=0: every answer signed when asked
 *                (issue 21: >= 1,000/s)
 *   sign-only    signing one ServiceMetadata in a loop, signatures/s: the canonical writer's signer that the SMP uses
 *                (xmldsig/smp-canonical.ts) and the general path over a DOM (signServiceMetadata, xml-crypto)
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
import { createServiceMetadataSigner } from '../../plugins/peppol-as4/xmldsig/smp-canonical.ts'
import { participantIdentifier } from '../../plugins/peppol-as4/smp-xml/xml.ts'
import { benchOptions, measure, printTable, ratio, round } from './harness.ts'

const PARTY = '0208:0123456749'
const ZONE = 'sml.wharf.test'
const opts = benchOptions()
const pki = await makeTestPki({ instances: ['B'] })
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-bench-lookup-'))
const write = (name: string, text: string): string => { const f = path.join(dir, name); fs.writeFileSync(f, text); return f }
const dns = await startSmlDnsServer({ zone: ZONE })
const smpEnv = {
  LOG_LEVEL: 'warn',
  WHARF_SMP_CERT_FILE: write('smp.pem', pki.instances[0].smp.certPem),
  WHARF_SMP_KEY_FILE: write('smp.key', pki.instances[0].smp.keyPem),
  WHARF_AP_CERT_FILE: write('ap.pem', pki.instances[0].ap.certPem),
  WHARF_AS4_URL: 'https://ap-b.wharf.test/as4'
}
const participant = encodeURIComponent(`iso6523-actorid-upis::${PARTY}`)

/** A Wharf SMP on loopback publishing PARTY's invoices: its URL and the href of its first ServiceMetadata. */
async function smpServer (w: Awaited<ReturnType<typeof createTestWharf>>): Promise<{ smpUrl: string, href: string, group: string }> {
  await w.app.listen({ port: 0, host: '127.0.0.1' })
  const smpUrl = `http://127.0.0.1:${(w.app.server.address() as { port: number }).port}`
  const acme = await tenant(w, 'bench')
  await party(w, acme.id, [PARTY])
  const token = await clientToken(w, await application(w, acme.id, ['ApManager']))
  const put = await api(w, token, 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { payload: { capabilities: { invoices: 'on' } } })
  if (put.statusCode !== 200) throw new Error(put.body)
  const group = await (await fetch(`${smpUrl}/${participant}`)).text()
  const href = /href="([^"]+)"/.exec(group)?.[1]?.replace(/&amp;/g, '&')
  if (href === undefined) throw new Error(`no ServiceMetadataReference in ${group}`)
  return { smpUrl, href, group }
}

const t = await createTestWharf(smpEnv)
const uncachedWharf = await createTestWharf({ ...smpEnv, WHARF_SMP_CACHE_ENTRIES: '0' })
try {
  const { smpUrl, href, group } = await smpServer(t)
  const uncached = await smpServer(uncachedWharf)
  dns.registry.set(smlParticipant(parsePartyId(PARTY)), smpUrl)
  const signedXml = await (await fetch(href)).text()
  const documentTypes = (group.match(/ServiceMetadataReference /g) ?? []).length

  const figures = [
    await measure('smp-signed', { url: href }, opts),
    await measure('smp-uncached', { url: uncached.href }, opts),
    await measure('smp-group', { url: `${smpUrl}/${participant}` }, opts),
    await measure('health', { url: `${smpUrl}/health` }, opts)
  ]

  // What signing one answer costs: the SMP's signer, and the general path over a DOM for the same document.
  const signer = { certPem: pki.instances[0].smp.certPem, keyPem: pki.instances[0].smp.keyPem }
  const loop = (fn: () => void): number => {
    let n = 0
    const start = performance.now()
    while (performance.now() - start < opts.duration * 1000) { fn(); n++ }
    return round(n / ((performance.now() - start) / 1000), 1)
  }
  const canonical = createServiceMetadataSigner(signer)
  const input = {
    participant: participantIdentifier(PARTY),
    documentType: 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1',
    processes: [{ processId: 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', endpoints: [{ url: 'https://ap-b.wharf.test/as4', certificatePem: pki.instances[0].ap.certPem, serviceDescription: 'Wharf Access Point', technicalContactUrl: 'https://wharf.test/contact' }] }]
  }
  const signsPerSecond = loop(() => { canonical.sign(input) })
  const unsigned = signedXml.replace(/<(\w+:)?Signature[\s\S]*<\/(\w+:)?Signature>/, '')
  const generalSignsPerSecond = loop(() => { signServiceMetadata(unsigned, signer) })

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
  const smpRatio = ratio(figures[0], figures[3])
  const uncachedRatio = ratio(figures[1], figures[3])
  printTable(`SMP answers (${t.wharf.db.kind}, ${opts.connections} connections, ${opts.duration} s)`, figures, { 'smp-signed/health': smpRatio, 'smp-uncached/health': uncachedRatio })
  console.log(`smp-uncached: ${figures[1].rps} answers/s signed when asked (issue 21 goal >= 1,000/s: ${figures[1].rps >= 1000 ? 'met' : 'NOT met'})`)
  console.log(`\nsign-only: ${signsPerSecond} SignedServiceMetadata signatures/s with the SMP's signer (canonical writer), ${generalSignsPerSecond}/s the general way (DOM + xml-crypto): ${round(signsPerSecond / generalSignsPerSecond, 1)}x`)
  console.log(`lookup cold (SML + ServiceGroup + ${documentTypes} ServiceMetadata, verified): mean ${round(mean(cold))} ms, p95 ${round(p95(cold))} ms`)
  console.log(`lookup cached: mean ${round(mean(cached) * 1000, 1)} µs`)
  console.log(JSON.stringify({ bench: 'lookup', database: t.wharf.db.kind, smpSignedRps: figures[0].rps, smpUncachedRps: figures[1].rps, smpGroupRps: figures[2].rps, healthRps: figures[3].rps, smpSignedPerHealth: smpRatio, smpUncachedPerHealth: uncachedRatio, signsPerSecond, generalSignsPerSecond, documentTypes, lookupColdMeanMs: round(mean(cold)), lookupColdP95Ms: round(p95(cold)), lookupCachedMeanUs: round(mean(cached) * 1000, 1) }))
} finally {
  await t.close()
  await uncachedWharf.close()
  await dns.close()
  fs.rmSync(dir, { recursive: true, force: true })
}
