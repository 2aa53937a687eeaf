/**
 * COUNTRY_C1 of the SBDH (PEPPOL.md (b)): the country of the sender (corner 1), read from the business document:
 * UBL AccountingSupplierParty/.../PostalAddress/Country/IdentificationCode (also SellerSupplierParty, SenderParty),
 * CII SellerTradeParty/.../CountryID; undefined when the document names none. The Peppol Logistics roots whose sender
 * is none of these (ROOT_SENDER: a Receipt Advice's DeliveryCustomerParty, a Waybill's ConsignorParty, a Transport
 * Execution Plan Request's TransportUserParty, as core/documents/detect.ts reads their EndpointIDs) try that block first.
 *
 *   senderCountry(bytes)                        // a document in memory
 *   await senderCountryOfSource(documentSource)   // a large document streamed from its file, never held whole
 *
 * Rule (by element local name, any prefix): the first block of each kind counts; in it, the first code element whose
 * text is two letters (upper-cased). Kinds are tried in the order above: a later kind only when the earlier ones have
 * no block or a block without a code. UBL puts AdditionalDocumentReference (with megabytes of embedded attachments)
 * BEFORE AccountingSupplierParty, so the whole document is scanned, stopping as soon as the answer is certain.
 *
 * How: a small lexical scanner over bytes (CountryScan), fed chunk by chunk, that knows comments, CDATA, processing
 * instructions, declarations, start / end / empty tags (quoted '>' in attributes) and skips text with Buffer#indexOf.
 * It does not check well-formedness (the document was validated when it entered Wharf); markup inside comments or
 * CDATA is never mistaken for elements. A full XML parser (saxes) reads about 20 MB/s here, the scan is limited by
 * the disk: a 100 MB invoice costs tens of milliseconds instead of seconds.
 */
import { openSource, type ByteSource } from '../../core/sdk/blobs.ts'

interface Kind { block: string, code: string }
const KINDS: Kind[] = [
  { block: 'AccountingSupplierParty', code: 'IdentificationCode' },
  { block: 'SellerSupplierParty', code: 'IdentificationCode' },
  { block: 'SenderParty', code: 'IdentificationCode' },
  { block: 'SellerTradeParty', code: 'CountryID' }
]

/** The sender block of the Logistics roots that name none of KINDS' blocks as their sender (detect.ts UBL_PARTIES). */
const ROOT_SENDER: Readonly<Record<string, string>> = {
  ReceiptAdvice: 'DeliveryCustomerParty', Waybill: 'ConsignorParty', TransportExecutionPlanRequest: 'TransportUserParty'
}

/** A start tag longer than this ends the scan (with the answer known so far). */
const MAX_TAG_BYTES = 4 * 1024 * 1024
const MAX_CODE_CHARS = 64
const LT = 0x3c
const GT = 0x3e

type Mode = 'text' | 'comment' | 'cdata' | 'pi' | 'decl'
const ENDS: Record<Exclude<Mode, 'text'>, Buffer> = { comment: Buffer.from('-->'), cdata: Buffer.from(']]>'), pi: Buffer.from('?>'), decl: Buffer.from('>') }
const COMMENT = Buffer.from('<!--')
const CDATA = Buffer.from('<![CDATA[')

interface KindState { depth: number, seen: boolean, done: boolean, code: string | undefined }

/** Local names worth a string: the others are skipped by their byte length. */
const NAMES = new Set([...KINDS.flatMap(k => [k.block, k.code]), ...Object.values(ROOT_SENDER)])
const NAME_LENGTHS = new Set([...NAMES].map(n => n.length))

export class CountryScan {
  private mode: Mode = 'text'
  private pending: Buffer = Buffer.alloc(0)
  private depth = 0
  /** KINDS, after the root's own sender block when ROOT_SENDER names one (set at the root's start tag). */
  private kindList: Kind[] = KINDS
  private kinds: KindState[] = KINDS.map(() => ({ depth: 0, seen: false, done: false, code: undefined }))
  private rootSeen = false
  /** Collecting the text of a code element for these kinds. */
  private collecting: number[] | undefined
  private text = ''
  private stopped = false
  /** Blocks seen and not closed yet (close tags need no look at the kinds otherwise). */
  private openBlocks = 0

  /** The answer, once certain (undefined while it is not, or when the document names no country: see finish()). */
  get answer (): string | undefined { return this.decide(false) }

  /** True when more input cannot change the answer. */
  get certain (): boolean { return this.stopped || this.decide(false) !== undefined }

  /** The answer at the end of the document. */
  finish (): string | undefined { return this.decide(true) }

  push (chunk: Buffer): void {
    if (this.stopped) return
    const buf = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk])
    this.pending = Buffer.alloc(0)
    let i = 0
    while (i < buf.length && !this.stopped) {
      if (this.mode !== 'text') {
        const end = ENDS[this.mode]
        const at = buf.indexOf(end, i)
        if (at === -1) { this.pending = Buffer.from(buf.subarray(Math.max(i, buf.length - (end.length - 1)))); return }
        i = at + end.length
        this.mode = 'text'
        continue
      }
      const lt = buf.indexOf(LT, i)
      if (this.collecting !== undefined) this.collect(buf, i, lt === -1 ? buf.length : lt)
      if (lt === -1) return
      const next = this.markup(buf, lt)
      if (next === -1) {
        if (buf.length - lt > MAX_TAG_BYTES) { this.stopped = true; return }
        this.pending = Buffer.from(buf.subarray(lt))
        return
      }
      i = next
    }
  }

  /** Handles the markup at `lt` ('<'); returns the offset after it, or -1 when it is not complete in `buf`. */
  private markup (buf: Buffer, lt: number): number {
    if (lt + 1 >= buf.length) return -1
    const c = buf[lt + 1]
    if (c === 0x21) { // '!'
      if (this.collecting !== undefined) this.endCode()
      if (startsWith(buf, lt, COMMENT)) { this.mode = 'comment'; return lt + COMMENT.length }
      if (startsWith(buf, lt, CDATA)) { this.mode = 'cdata'; return lt + CDATA.length }
      if (buf.length - lt < CDATA.length && (isPrefix(buf, lt, COMMENT) || isPrefix(buf, lt, CDATA))) return -1
      this.mode = 'decl'
      return lt + 2
    }
    if (c === 0x3f) { // '?'
      if (this.collecting !== undefined) this.endCode()
      this.mode = 'pi'
      return lt + 2
    }
    if (c === 0x2f) { // '/'
      const gt = buf.indexOf(GT, lt)
      if (gt === -1) return -1
      if (this.collecting !== undefined) this.endCode()
      this.close()
      return gt + 1
    }
    let quote = 0
    let j = lt + 1
    for (; j < buf.length; j++) {
      const b = buf[j]
      if (quote !== 0) { if (b === quote) quote = 0 } else if (b === 0x22 || b === 0x27) quote = b
      else if (b === GT) break
    }
    if (j >= buf.length) return -1
    if (this.collecting !== undefined) this.endCode()
    const empty = buf[j - 1] === 0x2f
    let n = lt + 1
    let local = n
    for (; n < j && !isNameEnd(buf[n]); n++) if (buf[n] === 0x3a) local = n + 1
    if (!this.rootSeen) {
      this.rootSeen = true
      const block = ROOT_SENDER[buf.toString('latin1', local, n)]
      if (block !== undefined) {
        this.kindList = [{ block, code: 'IdentificationCode' }, ...KINDS]
        this.kinds = this.kindList.map(() => ({ depth: 0, seen: false, done: false, code: undefined }))
      }
    }
    if (NAME_LENGTHS.has(n - local)) {
      const name = buf.toString('latin1', local, n)
      if (NAMES.has(name)) { this.open(name, empty); return j + 1 }
    }
    if (!empty) this.depth++
    return j + 1
  }

  /** A start tag whose local name is a block or a code element. */
  private open (local: string, empty: boolean): void {
    this.depth++
    for (let x = 0; x < this.kindList.length; x++) {
      const k = this.kindList[x] as Kind
      const s = this.kinds[x] as KindState
      if (local === k.block && !s.seen) {
        s.seen = true
        s.depth = this.depth
        if (empty) s.done = true
        else this.openBlocks++
      } else if (local === k.code && !empty && s.seen && !s.done && s.code === undefined) {
        if (this.collecting === undefined) { this.collecting = []; this.text = '' }
        this.collecting.push(x)
      }
    }
    if (empty) this.depth--
    if (this.certain) this.stopped = true
  }

  private close (): void {
    if (this.openBlocks > 0) {
      for (const s of this.kinds) {
        if (s.seen && !s.done && s.depth === this.depth) { s.done = true; this.openBlocks-- }
      }
      if (this.certain) this.stopped = true
    }
    this.depth--
  }

  private collect (buf: Buffer, from: number, to: number): void {
    if (this.text.length > MAX_CODE_CHARS) return
    this.text += buf.toString('utf8', from, Math.min(to, from + MAX_CODE_CHARS + 1))
  }

  private endCode (): void {
    const value = this.text.trim()
    if (/^[A-Za-z]{2}$/.test(value)) for (const x of this.collecting ?? []) (this.kinds[x] as KindState).code = value.toUpperCase()
    this.collecting = undefined
    this.text = ''
    if (this.certain) this.stopped = true
  }

  private decide (atEnd: boolean): string | undefined {
    for (const s of this.kinds) {
      if (s.code !== undefined) return s.code
      if (!atEnd && !this.stopped && !s.done) return undefined // this kind may still give the answer
    }
    return undefined
  }
}

const startsWith = (buf: Buffer, at: number, what: Buffer): boolean => buf.length - at >= what.length && buf.compare(what, 0, what.length, at, at + what.length) === 0
const isPrefix = (buf: Buffer, at: number, what: Buffer): boolean => {
  const n = Math.min(what.length, buf.length - at)
  return buf.compare(what, 0, n, at, at + n) === 0
}
const isNameEnd = (b: number | undefined): boolean => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x2f || b === GT

export function senderCountry (document: Buffer): string | undefined {
  const scan = new CountryScan()
  scan.push(document)
  return scan.finish()
}

/** senderCountry of a ByteSource, reading a file in 64 KiB pieces and stopping once the answer is certain. */
export async function senderCountryOfSource (src: ByteSource): Promise<string | undefined> {
  if (src.kind === 'memory') return senderCountry(src.bytes)
  const scan = new CountryScan()
  const stream = openSource(src)
  try {
    for await (const chunk of stream) {
      scan.push(chunk as Buffer)
      if (scan.certain) break
    }
  } finally {
    stream.destroy()
  }
  return scan.finish()
}
