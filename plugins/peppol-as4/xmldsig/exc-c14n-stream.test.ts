// The streaming exclusive C14N against the general path (xml-crypto over xmldom, wssec/dom.ts canonicalize) on every
// element of real AS4, SBDH and SMP documents and of hand-made hard cases, and against libxml2's (xmllint
// --exc-c14n) on whole documents.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Element } from '@xmldom/xmldom'
import { parseXmlSafely } from '../../../core/sdk/xml.ts'
import { needs } from '../../../test/helpers/tools.ts'
import { canonicalize } from '../wssec/dom.ts'
import { gzipAttachment, httpBody, testEnvelope } from '../wssec/test-support.ts'
import { signEnvelope } from '../wssec/index.ts'
import { makeTestPki } from '../../../scripts/pki/make-test-pki.ts'
import { buildReceipt, buildUserMessage } from '../as4/ebms.ts'
import { canonicalSubtrees, XMLNS_NS } from './exc-c14n-stream.ts'
import { ExclusiveCanonicalization } from './c14n-fix.ts'
import { XmlC14NMode, XmlDocument, type XmlElement } from 'libxml2-wasm'

const root = path.resolve(import.meta.dirname, '../../../test/fixtures')
const pki = await makeTestPki({ instances: ['A'] })
const A = pki.instances[0]?.ap as NonNullable<typeof pki.instances[0]>['ap']

const HARD = [
  // default namespace set, changed and undone; a prefix redeclared to another URI below; unused declarations
  '<r xmlns="urn:d" xmlns:a="urn:a" xmlns:unused="urn:u"><a:x><y xmlns=""><z xmlns="urn:d"/></y></a:x>' +
    '<a:x xmlns:a="urn:a2"><a:y a:at="1"/></a:x><w xmlns:a="urn:a"/></r>',
  // attributes: sorted by namespace URI then local name (not by prefix), values with everything that is escaped
  '<p:r xmlns:p="urn:z" xmlns:q="urn:a" xmlns:b="urn:m" b:k="1" q:k="2" p:a="3" z="&lt;&amp;&gt;&quot;\'" a="x&#9;y&#10;z&#13;w" m="t\ta\nb"/>',
  // attributes whose namespace URIs are prefixes of each other: C14N sorts by URI first (urn:x before urn:xa), not by
  // URI and local name joined (xml-crypto's own order, corrected in c14n-fix.ts)
  '<r xmlns:l="urn:xa" xmlns:s="urn:x" xmlns:t="urn:x-" l:a="1" s:z="2" t:y="3" z=""/>',
  // text: entities, > and CR references, CDATA, comments (dropped), non-ASCII and astral characters
  '<r>a &amp; b &lt; c &gt; d &#13; e<![CDATA[ <c> & ]]><!-- gone -->é€😀<e a="😀é"/></r>',
  // processing instructions (xml-crypto cannot canonicalise them: compared with xmllint only)
  '<r><?pi  some data?><a><?empty?>x</a></r>',
  // prefixes that sort differently by code point and by UTF-16 unit; xml:lang is not a namespace to declare
  '<r xmlns:\uFB01="urn:1" xmlns:\u{10000}x="urn:2" xml:lang="en"><\uFB01:e \u{10000}x:a="1" xml:space="preserve"/></r>',
  // whitespace-only and mixed content
  '<a:r xmlns:a="urn:a">\n  <a:b>  x  </a:b>\n\t<a:c/>\n</a:r>'
]

function corpus (): Array<{ name: string, xml: string }> {
  const env = testEnvelope()
  const signed = signEnvelope(env.xml, [gzipAttachment(env.contentId)], A)
  const um = buildUserMessage({ fromPartyId: 'POP000001', toPartyId: 'POP000002', processId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', documentTypeId: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1', originalSender: '0088:7300010000001', finalRecipient: '0192:987654325', payloadContentId: 'a&b<c>"d@wharf' })
  const files = ['as4/UserMessage12.xml', 'as4/TestReceipt12.xml', 'as4/ErrorMessage.xml', 'as4/WrongSigningAlgorithm.xml', 'as4/base-sbdh.xml', 'as4/bis3-base-example.xml',
    'peppol/signed-service-metadata1.xml', 'peppol/peppol-service-metadata.xml']
  return [
    ...files.map(f => ({ name: f, xml: fs.readFileSync(path.join(root, f), 'utf8') })),
    { name: 'helger.as4in (phase4 receipt)', xml: httpBody(fs.readFileSync(path.join(root, 'peppol/helger.as4in'), 'utf8')) },
    { name: 'Wharf-signed envelope', xml: signed },
    { name: 'Wharf UserMessage', xml: um.xml },
    { name: 'Wharf receipt', xml: buildReceipt({ refToMessageId: 'm@x', references: [{ uri: '#m', digestMethod: 'http://www.w3.org/2001/04/xmlenc#sha256', digestValue: 'AAAA', transforms: [{ algorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#', inclusiveNamespaces: ['S12'] }] }] }).xml },
    ...HARD.map((xml, i) => ({ name: `hard case ${i + 1}`, xml }))
  ]
}

function elementsOf (xml: string): Element[] {
  const doc = parseXmlSafely(xml)
  return Array.from(doc.getElementsByTagName('*')) as unknown as Element[]
}

/** Prefixes declared anywhere in the document (to use as InclusiveNamespaces lists). */
const declaredPrefixes = (xml: string): string[] => [...new Set([...xml.matchAll(/xmlns:([^=\s]+)\s*=/g)].map(m => m[1] as string))]

/**
 * xml-crypto's exclusive C14N (with c14n-fix.ts's orders), as an independent reference: the general path used it
 * until exc-c14n-dom.ts. It renders inherited InclusiveNamespaces prefixes only when they are declared on the element,
 * so they are declared there for the call and removed again. It ignores `#default`.
 */
function xmlCryptoC14n (elem: Element, prefixList: string[]): string {
  const inherited = new Map<string, string>()
  for (let p = elem.parentNode; p !== null && p.nodeType === 1; p = p.parentNode) {
    for (const a of Array.from((p as Element).attributes)) if (a.prefix === 'xmlns' && !inherited.has(a.localName as string)) inherited.set(a.localName as string, a.value)
  }
  const added: string[] = []
  for (const prefix of prefixList) {
    const uri = inherited.get(prefix)
    if (uri === undefined || elem.hasAttributeNS(XMLNS_NS, prefix)) continue
    elem.setAttributeNS(XMLNS_NS, `xmlns:${prefix}`, uri)
    added.push(prefix)
  }
  try {
    return new ExclusiveCanonicalization().processInner(elem, [], '', {}, prefixList)
  } finally {
    for (const prefix of added) elem.removeAttributeNS(XMLNS_NS, prefix)
  }
}

test('every element of every document: stream, DOM and xml-crypto give the same bytes, with and without InclusiveNamespaces', () => {
  let compared = 0
  for (const { name, xml } of corpus()) {
    if (/<\?(?!xml[\s?])/.test(xml)) continue // a processing instruction: the xmllint test covers it
    const elements = elementsOf(xml)
    for (const prefixList of [[], declaredPrefixes(xml).slice(0, 2), ['#default', ...declaredPrefixes(xml).slice(0, 1)]]) {
      const streamed = canonicalSubtrees(xml, () => prefixList)
      assert.equal(streamed.length, elements.length, name)
      elements.forEach((e, i) => {
        const at = `${name}, element ${i} <${e.tagName}>, PrefixList ${JSON.stringify(prefixList)}`
        assert.equal(streamed[i], canonicalize(e, prefixList), at)
        if (!prefixList.includes('#default')) assert.equal(streamed[i], xmlCryptoC14n(e, prefixList), `${at} (xml-crypto)`)
        compared++
      })
    }
  }
  assert.ok(compared > 1500, `compared ${compared}`)
})

test('every element, PrefixLists with #default included: the same bytes as libxml2 (libxml2-wasm, an independent C14N)', () => {
  let compared = 0
  for (const { name, xml } of corpus()) {
    const elements = elementsOf(xml)
    const ldoc = XmlDocument.fromString(xml)
    try {
      const lels = ldoc.find('//*') as XmlElement[]
      assert.equal(lels.length, elements.length, name)
      for (const prefixList of [[], ['#default'], ['#default', ...declaredPrefixes(xml).slice(0, 2)]]) {
        elements.forEach((e, i) => {
          const reference = (lels[i] as XmlElement).canonicalizeToString({ mode: XmlC14NMode.XML_C14N_EXCLUSIVE_1_0, inclusiveNamespacePrefixes: prefixList })
          assert.equal(canonicalize(e, prefixList), reference, `${name}, element ${i} <${e.tagName}>, PrefixList ${JSON.stringify(prefixList)}`)
          compared++
        })
      }
    } finally {
      ldoc.dispose()
    }
  }
  assert.ok(compared > 1500, `compared ${compared}`)
})

test('one element picked by its wsu:Id, as the signer asks for it', () => {
  const env = testEnvelope()
  const wsuId = (tag: { attributes: Record<string, { uri: string, local: string, value: string }> }): string | undefined =>
    Object.values(tag.attributes).find(a => a.local === 'Id' && a.uri.endsWith('wssecurity-utility-1.0.xsd'))?.value
  const [messaging, body] = canonicalSubtrees(env.xml, tag => wsuId(tag) === env.messagingId ? ['S12'] : wsuId(tag) === env.bodyId ? [] : undefined)
  const [m, b] = elementsOf(env.xml).filter(e => e.localName === 'Messaging' || e.localName === 'Body')
  assert.equal(messaging, canonicalize(m as Element, ['S12']))
  assert.equal(body, canonicalize(b as Element, []))
  assert.match(messaging as string, /^<eb:Messaging xmlns:S12="http:\/\/www\.w3\.org\/2003\/05\/soap-envelope" xmlns:eb=/)
})

test('a DOCTYPE or malformed XML is refused', () => {
  assert.throws(() => canonicalSubtrees('<!DOCTYPE r [<!ENTITY e "x">]><r>&e;</r>', () => []), /document type declaration/)
  assert.throws(() => canonicalSubtrees('<r><a></r>', () => []))
  assert.throws(() => canonicalSubtrees('<r>&unknown;</r>', () => []))
})

test('whole documents: the same bytes as libxml2 (xmllint --exc-c14n)', needs('xmllint'), () => {
  for (const { name, xml } of corpus()) {
    if (xml.includes('<!--')) continue // xmllint's exclusive form keeps comments
    const run = spawnSync('xmllint', ['--exc-c14n', '-'], { input: xml })
    assert.equal(run.status, 0, `${name}: ${run.stderr.toString()}`)
    assert.equal(canonicalSubtrees(xml, () => [])[0], run.stdout.toString('utf8'), name)
  }
})
