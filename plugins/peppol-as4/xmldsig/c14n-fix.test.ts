import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import type { Element } from '@xmldom/xmldom'
import { derToPem, base64ToDer, seatIdOf, toX509 } from '../../../core/crypto/certificates.ts'
import { loadTrustStore } from '../pki/trust-store.ts'
import {
  applyC14nFix, c14nFixApplied, C14nCanonicalization, codePointAttrCompare, codePointNsCompare, ExclusiveCanonicalization, libraryAttrCompare, libraryNsCompare
} from './c14n-fix.ts'
import { descendants, parseXmlSafely } from '../../../core/documents/safe-xml.ts'
import { checkXmlSignature, DSIG_NS } from './verify.ts'
import { needs, xmlsec1Verify } from '../../../test/helpers/tools.ts'

const FIXTURE = path.resolve(import.meta.dirname, '../../../test/fixtures/peppol/helger.as4in')
const WSSE_NS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd'
const WSU_NS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd'

/**
 * helger.as4in is a stored HTTP response: status-less header lines, a blank line, then the SOAP 1.2 envelope
 * (`Content-Type: application/soap+xml`, no MIME multipart; the `Transfer-Encoding: chunked` header is left over,
 * the stored body is already de-chunked). The envelope is the body after the first blank line.
 */
function receiptEnvelope (): string {
  const raw = fs.readFileSync(FIXTURE, 'utf8')
  const split = /\r?\n\r?\n/.exec(raw)
  assert.ok(split !== null, 'header/body separator')
  const headers = raw.slice(0, split.index)
  assert.match(headers, /^Content-Type: application\/soap\+xml/m)
  return raw.slice(split.index + split[0].length).trim()
}

/** The ds:Signature of the receipt and the certificate its SecurityTokenReference points at (a BST). */
function signatureAndCertificate (xml: string): { signature: Element, certPem: string } {
  const doc = parseXmlSafely(xml)
  const [signature] = descendants(doc, DSIG_NS, 'Signature')
  assert.ok(signature !== undefined)
  const [ref] = descendants(signature, WSSE_NS, 'Reference')
  const id = (ref?.getAttribute('URI') ?? '').replace(/^#/, '')
  const bst = descendants(doc, WSSE_NS, 'BinarySecurityToken').find(b => b.getAttributeNS(WSU_NS, 'Id') === id)
  assert.ok(bst !== undefined, `BinarySecurityToken ${id}`)
  return { signature, certPem: derToPem(base64ToDer(bst.textContent ?? '')) }
}

function withLibraryOrder<T> (fn: () => T): T {
  for (const cls of [C14nCanonicalization, ExclusiveCanonicalization]) {
    (cls.prototype as unknown as { nsCompare: unknown }).nsCompare = libraryNsCompare
  }
  try { return fn() } finally { applyC14nFix() }
}

test('the fix is installed on import and orders prefixes by code point', () => {
  assert.equal(c14nFixApplied(), true)
  const prefixes = ['eb', 'S12', 'wsu', 'ds', 'Ab'].map(prefix => ({ prefix }))
  assert.deepEqual([...prefixes].sort(codePointNsCompare).map(p => p.prefix), ['Ab', 'S12', 'ds', 'eb', 'wsu'])
  // What the library did: 'eb' before 'S12'.
  assert.deepEqual([...prefixes].sort(libraryNsCompare).map(p => p.prefix), ['Ab', 'ds', 'eb', 'S12', 'wsu'])
})

test('attributes in C14N order: namespace URI first, then local name, by code point', () => {
  const attrs = [
    { namespaceURI: 'urn:xa', localName: 'a' }, { namespaceURI: 'urn:x', localName: 'z' }, { namespaceURI: null, localName: 'b' },
    { namespaceURI: 'urn:x\u{10000}', localName: 'c' }, { namespaceURI: 'urn:x\uFB01', localName: 'c' }
  ]
  const order = (cmp: typeof codePointAttrCompare): string[] => [...attrs].sort(cmp).map(a => `${a.namespaceURI ?? ''}|${a.localName}`)
  assert.deepEqual(order(codePointAttrCompare), ['|b', 'urn:x|z', 'urn:xa|a', 'urn:x\uFB01|c', 'urn:x\u{10000}|c'])
  // What the library did: URI and local name joined, in UTF-16 units.
  assert.deepEqual(order(libraryAttrCompare), ['|b', 'urn:xa|a', 'urn:x|z', 'urn:x\u{10000}|c', 'urn:x\uFB01|c'])
})

test('phase4 receipt (helger.as4in): the signature fails without the fix and verifies with it', () => {
  const xml = receiptEnvelope()
  const { signature, certPem } = signatureAndCertificate(xml)

  // The signature covers two references, both in the SOAP XML: eb:Messaging and S12:Body, by wsu:Id. (The third
  // digest in the receipt, a cid: attachment, is NonRepudiationInformation data about the original message, not a
  // reference of this signature, so nothing here needs the attachment.)
  const withFix = checkXmlSignature(xml, signature, { publicCertPem: certPem, idMode: 'wssecurity' })
  assert.equal(withFix.ok, true, withFix.reason)
  assert.equal(withFix.references.length, 2)
  assert.ok(withFix.references.every(r => r.ok && r.uri.startsWith('#')))

  const without = withLibraryOrder(() => checkXmlSignature(xml, signature, { publicCertPem: certPem, idMode: 'wssecurity' }))
  assert.equal(without.ok, false)
  assert.match(without.reason, /calculated digest is .* but the xml to validate supplies digest/)
  assert.equal(c14nFixApplied(), true)

  // The signer: a G2 test AP certificate, valid when the receipt was sent (2022-03-07).
  assert.equal(seatIdOf(certPem), 'POP000306')
  const chain = loadTrustStore('test').verifyChain(certPem, 'ap', { at: new Date('2022-03-07T17:36:50Z') })
  assert.equal(chain.ok, true, chain.reason)
  assert.equal(toX509(certPem).issuer.includes('PEPPOL ACCESS POINT TEST CA - G2'), true)
})

test('xmlsec1 verifies the same receipt (independent check)', needs('xmlsec1'), () => {
  const xml = receiptEnvelope()
  const { certPem } = signatureAndCertificate(xml)
  // KeyInfo is a WS-Security SecurityTokenReference, which xmlsec1 cannot follow: give it the key directly.
  const run = xmlsec1Verify(xml, {
    pubkeyCertPem: certPem,
    idAttrs: [['Id', 'http://docs.oasis-open.org/ebxml-msg/ebms/v3.0/ns/core/200704/:Messaging'],
      ['Id', 'http://www.w3.org/2003/05/soap-envelope:Body']]
  })
  assert.equal(run.ok, true, run.output)
  assert.match(run.output, /SignedInfo References \(ok\/all\): 2\/2/)
})

test('no other module imports xml-crypto directly (the fix must be loaded first)', () => {
  const root = path.resolve(import.meta.dirname, '../../..')
  const offenders: string[] = []
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue
      const full = path.join(dir, e.name)
      if (e.isDirectory()) walk(full)
      else if (/\.(ts|js|mjs)$/.test(e.name) && full !== path.join(import.meta.dirname, 'c14n-fix.ts')) {
        if (/from\s+['"]xml-crypto['"]|import\(\s*['"]xml-crypto['"]\s*\)/.test(fs.readFileSync(full, 'utf8'))) offenders.push(path.relative(root, full))
      }
    }
  }
  for (const dir of ['core', 'plugins', 'transforms', 'scripts']) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir))
  assert.deepEqual(offenders, [], 'import SignedXml and the canonicalizers from plugins/peppol-as4/xmldsig/c14n-fix.ts')
})
