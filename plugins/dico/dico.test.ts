// The DICO channel does what public material allows and refuses the rest plainly (README.md): addresses are parsed
// and checked, a Ketenstandaard document is recognised by its namespace, and every delivery fails for good with
// DICO_UNAVAILABLE naming what is not public. Run as Wharf runs it (manifest, settings schema, a worker thread).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { createPluginTestRunner, fakeDocumentJob, type PluginTestRunner } from '../../test/helpers/plugin-harness.ts'
import { checkAction } from '../../core/hooks/validate.ts'
import { parseDicoAddress, rootOf } from './address.ts'

const INVOICE = fs.readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/documents/bis3-base-example.xml'), 'utf8')
// The root and namespace of the DICO item message as 2BA's public DICO documentation shows its header; the content
// is not DICO (the schema is not public): only the root matters here.
const DICO_ITEM_MESSAGE = '<?xml version="1.0" encoding="UTF-8"?>\n<PriceCatalogue xmlns="http://www.ketenstandaard.nl/artikelbericht/SALES/005"/>'
const settings = { endpoints: { bouw: 'https://dico.example.test/messages' } }

let runner: PluginTestRunner
before(async () => { runner = await createPluginTestRunner('plugins/dico') })
after(async () => { await runner.close() })

const job = (xml: string, action: string) => fakeDocumentJob({ xml, hook: { id: 'h', action, settings: {} } })

test('a UBL invoice: DICO_UNAVAILABLE, permanent, naming the missing SALES005 schema and message service', async () => {
  const r = await runner.deliver({ job: job(INVOICE, 'dico://bouw?applicationId=app-1&mode=test&header=H1'), settings })
  assert.equal(r.ok, false)
  if (r.ok) return
  assert.equal(r.code, 'DICO_UNAVAILABLE')
  assert.equal(r.retryable, false)
  assert.match(r.message, /SALES005 invoice: its XML schema .* members only/)
  assert.match(r.message, /no public interface specification/)
  assert.deepEqual(r.details, { endpoint: 'bouw', applicationId: 'app-1', mode: 'test', header: 'H1', root: 'Invoice', namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', dicoDocument: false })
})

test('a document in a Ketenstandaard namespace is recognised; its delivery is unavailable (no public transport)', async () => {
  const r = await runner.deliver({ job: job(DICO_ITEM_MESSAGE, 'dico://bouw'), settings })
  assert.equal(r.ok, false)
  if (r.ok) return
  assert.equal(r.code, 'DICO_UNAVAILABLE')
  assert.equal(r.details?.dicoDocument, true)
  assert.doesNotMatch(r.message, /SALES005 invoice/)
  assert.deepEqual(rootOf('<!-- x --><a:PriceCatalogue xmlns:a="http://www.ketenstandaard.nl/artikelbericht/SALES/005">'), { name: 'PriceCatalogue', ns: 'http://www.ketenstandaard.nl/artikelbericht/SALES/005' })
})

test('addresses: endpoint names only, no credentials, known parameters once; hooks accept dico:// actions', async () => {
  const bad = await runner.deliver({ job: job(INVOICE, 'dico://elsewhere'), settings })
  assert.equal(bad.ok, false)
  if (!bad.ok) { assert.equal(bad.code, 'BAD_URL'); assert.match(bad.message, /endpoint "elsewhere" is not configured/) }
  assert.throws(() => parseDicoAddress('dico://u:p@bouw', settings.endpoints), /no credentials/)
  assert.throws(() => parseDicoAddress('dico://bouw?mode=a&mode=b', settings.endpoints), /mode is given 2 times/)
  assert.throws(() => parseDicoAddress('dico://bouw?url=https://x', settings.endpoints), /unknown dico:\/\/ parameter\(s\): url/)
  assert.throws(() => parseDicoAddress('https://bouw', settings.endpoints), /not a dico:\/\/ address/)
  assert.deepEqual(parseDicoAddress('dico://BOUW?applicationId=7', settings.endpoints), { endpoint: 'bouw', url: 'https://dico.example.test/messages', applicationId: '7' })
  assert.equal(checkAction('dico://bouw?applicationId=7&mode=test&header=x'), 'dico://bouw?applicationId=7&mode=test&header=x')
  assert.equal(checkAction('cxml://ariba?toIdentity=AN1'), 'cxml://ariba?toIdentity=AN1')
  assert.throws(() => checkAction('dico://[bad'), /must be a URL/)
})
