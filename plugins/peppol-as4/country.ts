/**
 * COUNTRY_C1 of the SBDH (PEPPOL.md (b)): the country of the sender (corner 1). Read from the business document
 * without a full parse: UBL AccountingSupplierParty/.../PostalAddress/Country/IdentificationCode (also
 * SellerSupplierParty, SenderParty), CII SellerTradeParty/.../CountryID; undefined when the document names none.
 */
const BLOCKS: Array<{ name: string, open: RegExp, close: RegExp, code: RegExp }> = [
  { name: 'AccountingSupplierParty', open: /<(\w+:)?AccountingSupplierParty\b/, close: /<\/(\w+:)?AccountingSupplierParty>/, code: /<(\w+:)?IdentificationCode\b[^>]*>\s*([A-Za-z]{2})\s*</ },
  { name: 'SellerSupplierParty', open: /<(\w+:)?SellerSupplierParty\b/, close: /<\/(\w+:)?SellerSupplierParty>/, code: /<(\w+:)?IdentificationCode\b[^>]*>\s*([A-Za-z]{2})\s*</ },
  { name: 'SenderParty', open: /<(\w+:)?SenderParty\b/, close: /<\/(\w+:)?SenderParty>/, code: /<(\w+:)?IdentificationCode\b[^>]*>\s*([A-Za-z]{2})\s*</ },
  { name: 'SellerTradeParty', open: /<(\w+:)?SellerTradeParty\b/, close: /<\/(\w+:)?SellerTradeParty>/, code: /<(\w+:)?CountryID\b[^>]*>\s*([A-Za-z]{2})\s*</ }
]

// Text decoded around each occurrence of a block's name: the party may come after megabytes of embedded
// attachments (UBL AdditionalDocumentReference precedes AccountingSupplierParty), and a large document is never
// decoded as a whole.
const WINDOW = 256 * 1024

export function senderCountry (document: Buffer): string | undefined {
  for (const b of BLOCKS) {
    for (let from = 0; ;) {
      const hit = document.indexOf(b.name, from, 'latin1')
      if (hit === -1) break
      from = hit + b.name.length
      const text = document.toString('utf8', Math.max(0, hit - 64), Math.min(document.length, hit + WINDOW))
      const start = text.search(b.open)
      if (start === -1) continue
      const rest = text.slice(start)
      const end = rest.search(b.close)
      const block = end === -1 ? rest : rest.slice(0, end)
      const m = b.code.exec(block)
      if (m !== null) return (m[2] as string).toUpperCase()
      break // the first block of this kind names no country: try the next kind, as before
    }
  }
  return undefined
}
