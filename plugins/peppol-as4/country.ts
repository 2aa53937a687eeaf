/**
 * COUNTRY_C1 of the SBDH (PEPPOL.md (b)): the country of the sender (corner 1). Read from the business document
 * without a full parse: UBL AccountingSupplierParty/.../PostalAddress/Country/IdentificationCode (also
 * SellerSupplierParty, SenderParty), CII SellerTradeParty/.../CountryID; undefined when the document names none.
 */
const BLOCKS: Array<{ open: RegExp, close: RegExp, code: RegExp }> = [
  { open: /<(\w+:)?AccountingSupplierParty\b/, close: /<\/(\w+:)?AccountingSupplierParty>/, code: /<(\w+:)?IdentificationCode\b[^>]*>\s*([A-Za-z]{2})\s*</ },
  { open: /<(\w+:)?SellerSupplierParty\b/, close: /<\/(\w+:)?SellerSupplierParty>/, code: /<(\w+:)?IdentificationCode\b[^>]*>\s*([A-Za-z]{2})\s*</ },
  { open: /<(\w+:)?SenderParty\b/, close: /<\/(\w+:)?SenderParty>/, code: /<(\w+:)?IdentificationCode\b[^>]*>\s*([A-Za-z]{2})\s*</ },
  { open: /<(\w+:)?SellerTradeParty\b/, close: /<\/(\w+:)?SellerTradeParty>/, code: /<(\w+:)?CountryID\b[^>]*>\s*([A-Za-z]{2})\s*</ }
]

export function senderCountry (document: Buffer): string | undefined {
  const text = document.toString('utf8', 0, Math.min(document.length, 2 * 1024 * 1024))
  for (const b of BLOCKS) {
    const start = text.search(b.open)
    if (start === -1) continue
    const rest = text.slice(start)
    const end = rest.search(b.close)
    const block = end === -1 ? rest : rest.slice(0, end)
    const m = b.code.exec(block)
    if (m !== null) return (m[2] as string).toUpperCase()
  }
  return undefined
}
