/**
 * What the email channel reads from a UBL document (saxes, one streaming pass, no DTD): the sender's and receiver's
 * email addresses for the `[senderEmailAddress]` / `[receiverEmailAddress]` placeholders, and the attachments embedded
 * as AdditionalDocumentReference/Attachment/EmbeddedDocumentBinaryObject (base64, @mimeCode, @filename).
 *
 *   const info = documentInfo(xmlBytes)
 *   // { senderEmail?: 'ap@seller.example', receiverEmail?: ..., attachments: [{ filename, contentType, content }] }
 *
 * An address is the party's EndpointID with schemeID EM, else its Contact/ElectronicMail. The sender's party is
 * AccountingSupplierParty (invoices, credit notes) or SellerSupplierParty (orders, ...), the receiver's
 * AccountingCustomerParty or BuyerCustomerParty. A document that does not parse gives no addresses and no attachments.
 */
import { SaxesParser } from 'saxes'

export interface EmbeddedAttachment { filename: string, contentType: string, content: Buffer }
export interface DocumentInfo { senderEmail?: string, receiverEmail?: string, attachments: EmbeddedAttachment[] }

const SENDER = new Set(['AccountingSupplierParty', 'SellerSupplierParty'])
const RECEIVER = new Set(['AccountingCustomerParty', 'BuyerCustomerParty'])

/** One document in memory. */
export function documentInfo (xml: Uint8Array): DocumentInfo {
  const p = infoParser()
  p.write(xml)
  return p.close()
}

/** The document as a stream (a large one handed over as a file): read chunk by chunk. */
export async function documentInfoOf (stream: AsyncIterable<Buffer>): Promise<DocumentInfo> {
  const p = infoParser()
  for await (const chunk of stream) p.write(chunk)
  return p.close()
}

function infoParser (): { write: (chunk: Uint8Array) => void, close: () => DocumentInfo } {
  const out: DocumentInfo = { attachments: [] }
  const found: Record<'sender' | 'receiver', { endpoint?: string, contact?: string }> = { sender: {}, receiver: {} }
  const stack: string[] = []
  let text: string[] | null = null
  let attrs: Record<string, string> = {}
  const parser = new SaxesParser({ xmlns: true })
  const role = (): 'sender' | 'receiver' | null => {
    // <Role>/Party/... directly under the document element
    if (stack.length < 3 || stack[2] !== 'Party') return null
    return SENDER.has(stack[1]) ? 'sender' : RECEIVER.has(stack[1]) ? 'receiver' : null
  }
  parser.on('doctype', () => { throw new Error('DOCTYPE not allowed') })
  parser.on('opentag', tag => {
    stack.push(tag.local ?? tag.name)
    const name = tag.local ?? tag.name
    if (name === 'EmbeddedDocumentBinaryObject' || name === 'EndpointID' || name === 'ElectronicMail') {
      text = []
      attrs = Object.fromEntries(Object.values(tag.attributes).map(a => [typeof a === 'string' ? '' : (a.local ?? a.name), typeof a === 'string' ? a : a.value]))
    }
  })
  parser.on('text', t => { text?.push(t) })
  parser.on('closetag', tag => {
    const name = tag.local ?? tag.name
    const value = text?.join('').trim() ?? ''
    const r = role()
    if (name === 'EndpointID' && r !== null && stack.length === 4 && (attrs.schemeID ?? '').toUpperCase() === 'EM') found[r].endpoint ??= value
    if (name === 'ElectronicMail' && r !== null && stack.length === 5 && stack[3] === 'Contact') found[r].contact ??= value
    if (name === 'EmbeddedDocumentBinaryObject' && stack.includes('AdditionalDocumentReference')) {
      out.attachments.push({ filename: attrs.filename ?? `attachment-${out.attachments.length + 1}`, contentType: attrs.mimeCode ?? 'application/octet-stream', content: Buffer.from(value.replace(/\s+/g, ''), 'base64') })
    }
    if (name === 'EmbeddedDocumentBinaryObject' || name === 'EndpointID' || name === 'ElectronicMail') text = null
    stack.pop()
  })
  const decoder = new TextDecoder('utf-8')
  let failed = false
  const write = (chunk: Uint8Array): void => {
    if (failed) return
    try { parser.write(decoder.decode(chunk, { stream: true })) } catch { failed = true }
  }
  const close = (): DocumentInfo => {
    if (!failed) { try { parser.write(decoder.decode()).close() } catch { failed = true } }
    return failed ? { attachments: [] } : result()
  }
  return { write, close }

  function result (): DocumentInfo {
  const pick = (f: { endpoint?: string, contact?: string }): string | undefined => (f.endpoint !== undefined && f.endpoint !== '' ? f.endpoint : undefined) ?? (f.contact !== undefined && f.contact !== '' ? f.contact : undefined)
  const sender = pick(found.sender)
  const receiver = pick(found.receiver)
  if (sender !== undefined) out.senderEmail = sender
  if (receiver !== undefined) out.receiverEmail = receiver
  return out
  }
}
