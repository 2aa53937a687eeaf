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

export interface CxmlRequest { path: string, body: string, doctype?: string, problems: string[], doc?: Document }

export interface CxmlNetwork { url: string, requests: CxmlRequest[], close: () => Promise<void> }

const first = (e: Element | Document | undefined, ...names: string[]): Element | undefined => {
  let cur: Element | undefined = e === undefined ? undefined : ('documentElement' in e ? e.documentElement ?? undefined : e)
  for (const n of names) cur = cur === undefined ? undefined : childElements(cur, '*', n)[0]
  return cur
}
const text = (e: Element | undefined): string | undefined => e?.textContent?.trim()

function credentialProblems (doc: Document): string[] {
  const problems: string[] = []
  const check = (where: string, want: { domain: string, identity: string }, secret?: string): void => {
    const c = first(doc, 'Header', where, 'Credential')
    if (c?.getAttribute('domain') !== want.domain || text(first(c, 'Identity')) !== want.identity) problems.push(`${where} credential`)
    if (secret !== undefined && text(first(c, 'SharedSecret')) !== secret) problems.push('SharedSecret')
  }
  check('From', NETWORK.from)
  check('To', NETWORK.to)
  check('Sender', NETWORK.sender, NETWORK.sharedSecret)
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

const response = (code: number, textAttr: string, message = ''): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd">\n<cXML payloadID="${Date.now()}.answer@network.test" timestamp="2026-01-01T00:00:00+00:00"><Response><Status code="${code}" text="${textAttr}">${message}</Status></Response></cXML>`

const XXE = '<?xml version="1.0"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd" [<!ENTITY leak SYSTEM "file:///etc/passwd">]>\n<cXML payloadID="x" timestamp="2026-01-01T00:00:00+00:00"><Response><Status code="200" text="OK">&leak;</Status></Response></cXML>'

export async function startCxmlNetwork (): Promise<CxmlNetwork> {
  const requests: CxmlRequest[] = []
  const seen = new Map<string, number>()
  const server = https.createServer({ cert: testTls.cert, key: testTls.key }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]
      const body = Buffer.concat(chunks).toString('utf8')
      const n = (seen.get(path) ?? 0) + 1
      seen.set(path, n)
      const rec: CxmlRequest = { path, body, problems: [] }
      requests.push(rec)
      const answer = (http: number, xml: string): void => { res.writeHead(http, { 'content-type': 'text/xml; charset=utf-8' }).end(xml) }
      let doc: Document
      try {
        const parsed = parseXmlWithExternalDoctype(body)
        doc = parsed.doc
        rec.doc = doc
        rec.doctype = parsed.doctype?.systemId
      } catch (err) { rec.problems.push(`unparseable: ${(err as Error).message}`); answer(400, response(400, 'Bad Request', 'not XML')); return }
      let m: RegExpExecArray | null
      if ((m = /^\/fail-(\d+)$/.exec(path)) !== null && n <= Number(m[1])) { answer(500, response(500, 'Internal Server Error', 'try again later')); return }
      if (path === '/reject') { answer(200, response(400, 'Bad Request', 'Invoice number already used')); return }
      if (path === '/xxe') { answer(200, XXE); return }
      if (path === '/html-502') { res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>'); return }
      const creds = credentialProblems(doc)
      if (creds.length > 0) { rec.problems.push(...creds); answer(200, response(401, 'Unauthorized', creds.join(', '))); return }
      const structure = structureProblems(doc)
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
