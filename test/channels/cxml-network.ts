/**
 * A procurement network on loopback for tests: a real HTTPS server (test CA certificate, test/fixtures/tls) that
 * takes cXML InvoiceDetailRequests as a network does. It parses each request (external DOCTYPE accepted, never
 * fetched), checks the Header credentials (From/To/Sender identities and the SharedSecret) and the document's
 * structure, and answers a cXML Response. Answers per path:
 *   /invoices        200 OK (401 "Unauthorized" when the credentials are wrong, 400 when the structure is)
 *   /fail-<n>        500 Internal Server Error for the first n requests, then as /invoices
 *   /reject          400 Bad Request "Invoice number already used"
 *   /xxe             200 with an internal DTD subset declaring an external entity (must be refused)
 *   /html-502        HTTP 502 with an HTML body
 * A multipart/related request (cXML with attachments) is split: the cXML part is checked, and every `cid:` URL in
 * it must name one of the other parts.
 */
import https from 'node:https'
import type { Document, Element } from '@xmldom/xmldom'
import { childElements, parseXmlWithExternalDoctype } from '../../core/sdk/xml.ts'
import { testTls } from '../helpers/receiver.ts'

export const NETWORK = {
  from: { domain: 'NetworkID', identity: 'AN01000000001' },
  to: { domain: 'NetworkID', identity: 'AN02000000002' },
  sender: { domain: 'NetworkID', identity: 'AN01000000001' },
  sharedSecret: 'abracadabra-0001'
}

export interface CxmlPart { contentType: string, filename?: string, data: Buffer }
export interface CxmlRequest { path: string, body: string, contentType: string, doctype?: string, problems: string[], doc?: Document, parts: Map<string, CxmlPart> }

/** A multipart/related body (RFC 2387): the part named by `start` (else the first) is the cXML; the others by Content-ID. */
function splitMultipart (raw: string, contentType: string): { xml: string, parts: Map<string, CxmlPart> } {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1]
  const start = /start="?<([^>"]+)>"?/.exec(contentType)?.[1]
  if (boundary === undefined) throw new Error('multipart without boundary')
  const chunks = raw.split(`--${boundary}`).slice(1).filter(c => !c.startsWith('--'))
  const parts = new Map<string, CxmlPart & { text: string }>()
  let first: string | undefined
  for (const c of chunks) {
    const [head, ...rest] = c.replace(/^\r\n/, '').split('\r\n\r\n')
    const text = rest.join('\r\n\r\n').replace(/\r\n$/, '')
    const header = (n: string): string | undefined => new RegExp(`^${n}:\\s*(.+)$`, 'im').exec(head)?.[1].trim()
    const id = header('Content-ID')?.replace(/^<|>$/g, '') ?? ''
    first ??= id
    const base64 = /base64/i.test(header('Content-Transfer-Encoding') ?? '')
    parts.set(id, { contentType: header('Content-Type') ?? '', filename: /filename="([^"]*)"/.exec(header('Content-Disposition') ?? '')?.[1], data: base64 ? Buffer.from(text, 'base64') : Buffer.from(text, 'utf8'), text })
  }
  const root = parts.get(start ?? first ?? '')
  if (root === undefined) throw new Error('multipart without the cXML part')
  parts.delete(start ?? first ?? '')
  return { xml: root.text, parts }
}

export interface CxmlNetwork { url: string, requests: CxmlRequest[], close: () => Promise<void> }

const first = (e: Element | Document | undefined, ...names: string[]): Element | undefined => {
  let cur: Element | undefined = e === undefined ? undefined : ('documentElement' in e ? e.documentElement ?? undefined : e)
  for (const n of names) cur = cur === undefined ? undefined : childElements(cur, '*', n)[0]
  return cur
}
const text = (e: Element | undefined): string | undefined => e?.textContent?.trim()

export type NetworkCredentials = typeof NETWORK

function credentialProblems (doc: Document, want: NetworkCredentials): string[] {
  const problems: string[] = []
  const check = (where: string, want: { domain: string, identity: string }, secret?: string): void => {
    const c = first(doc, 'Header', where, 'Credential')
    if (c?.getAttribute('domain') !== want.domain || text(first(c, 'Identity')) !== want.identity) problems.push(`${where} credential`)
    if (secret !== undefined && text(first(c, 'SharedSecret')) !== secret) problems.push('SharedSecret')
  }
  check('From', want.from)
  check('To', want.to)
  check('Sender', want.sender, want.sharedSecret)
  return problems
}

function structureProblems (doc: Document): string[] {
  const problems: string[] = []
  const root = doc.documentElement
  if (root?.localName !== 'cXML' || root.getAttribute('payloadID') === '' || root.getAttribute('timestamp') === '') problems.push('cXML payloadID/timestamp')
  const req = first(doc, 'Request', 'InvoiceDetailRequest')
  const header = first(req, 'InvoiceDetailRequestHeader')
  if (header === undefined || header.getAttribute('invoiceID') === '' || !['standard', 'creditMemo'].includes(header.getAttribute('purpose') ?? '')) problems.push('InvoiceDetailRequestHeader')
  if (first(req, 'InvoiceDetailOrder', 'InvoiceDetailOrderInfo') === undefined) problems.push('InvoiceDetailOrderInfo')
  if (childElements(first(req, 'InvoiceDetailOrder') ?? doc.documentElement!, '*', 'InvoiceDetailItem').length === 0) problems.push('no InvoiceDetailItem')
  const summary = first(req, 'InvoiceDetailSummary')
  for (const n of ['SubtotalAmount', 'Tax', 'NetAmount']) if (first(summary, n) === undefined) problems.push(`InvoiceDetailSummary/${n}`)
  return problems
}

/** Every `cid:` attachment URL must name a MIME part of the request. */
function attachmentProblems (doc: Document, parts: Map<string, CxmlPart>): string[] {
  return Array.from(doc.getElementsByTagName('URL')).map(u => u.textContent ?? '').filter(u => u.startsWith('cid:') && !parts.has(u.slice(4))).map(u => `no MIME part for ${u}`)
}

const response = (code: number, textAttr: string, message = ''): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd">\n<cXML payloadID="${Date.now()}.answer@network.test" timestamp="2026-01-01T00:00:00+00:00"><Response><Status code="${code}" text="${textAttr}">${message}</Status></Response></cXML>`

const XXE = '<?xml version="1.0"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd" [<!ENTITY leak SYSTEM "file:///etc/passwd">]>\n<cXML payloadID="x" timestamp="2026-01-01T00:00:00+00:00"><Response><Status code="200" text="OK">&leak;</Status></Response></cXML>'

/** `credentials`: what the network expects in the Header (default NETWORK). */
export async function startCxmlNetwork (credentials: NetworkCredentials = NETWORK): Promise<CxmlNetwork> {
  const requests: CxmlRequest[] = []
  const seen = new Map<string, number>()
  const server = https.createServer({ cert: testTls.cert, key: testTls.key }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]
      const raw = Buffer.concat(chunks).toString('utf8')
      const contentType = String(req.headers['content-type'] ?? '')
      const n = (seen.get(path) ?? 0) + 1
      seen.set(path, n)
      const rec: CxmlRequest = { path, body: raw, contentType, problems: [], parts: new Map() }
      requests.push(rec)
      const answer = (http: number, xml: string): void => { res.writeHead(http, { 'content-type': 'text/xml; charset=utf-8' }).end(xml) }
      let doc: Document
      try {
        let xml = raw
        if (/^multipart\/related/i.test(contentType)) ({ xml, parts: rec.parts } = splitMultipart(raw, contentType))
        rec.body = xml
        const parsed = parseXmlWithExternalDoctype(xml)
        doc = parsed.doc
        rec.doc = doc
        rec.doctype = parsed.doctype?.systemId
      } catch (err) { rec.problems.push(`unparseable: ${(err as Error).message}`); answer(400, response(400, 'Bad Request', 'not XML')); return }
      let m: RegExpExecArray | null
      if ((m = /^\/fail-(\d+)$/.exec(path)) !== null && n <= Number(m[1])) { answer(500, response(500, 'Internal Server Error', 'try again later')); return }
      if (path === '/reject') { answer(200, response(400, 'Bad Request', 'Invoice number already used')); return }
      if (path === '/xxe') { answer(200, XXE); return }
      if (path === '/html-502') { res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>'); return }
      const creds = credentialProblems(doc, credentials)
      if (creds.length > 0) { rec.problems.push(...creds); answer(200, response(401, 'Unauthorized', creds.join(', '))); return }
      const structure = [...structureProblems(doc), ...attachmentProblems(doc, rec.parts)]
      if (structure.length > 0) { rec.problems.push(...structure); answer(200, response(400, 'Bad Request', structure.join(', '))); return }
      answer(200, response(path === '/accepted' ? 201 : 200, path === '/accepted' ? 'Accepted' : 'OK'))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  return {
    url: `https://127.0.0.1:${port}`,
    requests,
    close: async () => { server.closeAllConnections(); await new Promise<void>(resolve => server.close(() => { resolve() })) }
  }
}
