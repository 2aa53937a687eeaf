/**
 * Large invoices for the large-document tests: the BIS 3 fixture invoice (test/fixtures/documents/
 * bis3-vat-category-O.xml, sender 0088:7300010000001, receiver 0192:987654325) with an AdditionalDocumentReference
 * whose EmbeddedDocumentBinaryObject holds random bytes in base64, as scripts/bench/as4.bench.ts builds them.
 *
 *   const bytes = bigInvoice(5 * 1024 * 1024)                  // in memory, about that many bytes
 *   const { size, sha256 } = await writeBigInvoice(file, 100 * 1024 * 1024)   // written 1 MiB at a time
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { fixture } from '../helpers.ts'

const HEAD = '<cac:AdditionalDocumentReference><cbc:ID>big</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="big.pdf">'
const TAIL = '</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>'

function parts (): { before: Buffer, after: Buffer } {
  const text = fixture('bis3-vat-category-O.xml').toString('utf8')
  const at = text.indexOf('<cac:AccountingSupplierParty>')
  return { before: Buffer.from(text.slice(0, at) + HEAD), after: Buffer.from(TAIL + text.slice(at)) }
}

/** base64 length (a multiple of 4) that makes the whole invoice about `total` bytes. */
const base64Length = (total: number, p: { before: Buffer, after: Buffer }): number => Math.max(4, Math.floor((total - p.before.length - p.after.length) / 4) * 4)

export function bigInvoice (total: number): Buffer {
  const p = parts()
  const b64 = randomBytes(base64Length(total, p) / 4 * 3).toString('base64')
  return Buffer.concat([p.before, Buffer.from(b64), p.after])
}

export async function writeBigInvoice (file: string, total: number): Promise<{ size: number, sha256: string }> {
  const p = parts()
  let left = base64Length(total, p)
  const hash = createHash('sha256')
  const fh = await fs.promises.open(file, 'w')
  try {
    const write = async (b: Buffer): Promise<void> => { hash.update(b); await fh.write(b) }
    await write(p.before)
    while (left > 0) {
      const n = Math.min(left, 1024 * 1024) // a multiple of 4
      await write(Buffer.from(randomBytes(n / 4 * 3).toString('base64')))
      left -= n
    }
    await write(p.after)
  } finally { await fh.close() }
  return { size: (await fs.promises.stat(file)).size, sha256: hash.digest('hex') }
}
