/**
 * Streaming, strict, namespace-aware scan of an XML byte buffer: checks the WHOLE document for well-formedness and
 * collects a few values at fixed element paths, in memory that does not grow with the document's size.
 *
 *   const r = scanXml(bytes, { maxBytes, plan: root => [{ key: 'id', steps: [[NS, 'ID']], attribute: 'schemeID' }] })
 *   r.root                 // { ns, local } of the document element
 *   r.values.get('id')     // { count, text, attribute, truncated } (text of the FIRST match, trimmed; undefined: no match)
 *   await scanXmlStream(fs.createReadStream(file), { maxBytes, size, plan })   // the same over a stream of pieces
 *
 * Throws WharfError PAYLOAD_TOO_LARGE (more than maxBytes), XML_DTD_NOT_ALLOWED (`<!DOCTYPE` or `<!ENTITY` as markup,
 * outside comments, CDATA sections, instructions and attribute values: the rule of plugins/peppol-as4/xmldsig/safe-xml.ts), XML_ENCODING_NOT_SUPPORTED (UTF-16
 * or UTF-32 bytes, bytes that are not valid UTF-8, or an XML declaration naming an encoding other than UTF-8 or its subset US-ASCII: decoding such a
 * document as UTF-8 would silently change its text, and Wharf stores and forwards documents byte for byte, so it does
 * not transcode them either), INVALID_XML (empty, not well-formed, namespace errors, or over the limits below).
 * Precedence as with the DOM parse it replaces: size, encoding, empty, DTD, malformed.
 *
 * How: the bytes are decoded in 64 KiB pieces by a streaming TextDecoder (UTF-8; a BOM is dropped, invalid bytes are
 * XML_ENCODING_NOT_SUPPORTED) and fed to `saxes` (strict, conformance-tested) in non-namespace mode; namespaces are
 * resolved here with a per-prefix stack (saxes' own xmlns mode walks the whole open-tag stack for every lookup: quadratic
 * in depth, 8 minutes for 100k levels). `steps` are (namespace URI, local name) pairs below the document element, so
 * matching is by namespace, whatever the prefixes. Text is only gathered inside a matched element (textContent rules:
 * descendant text and CDATA, no comments), at most MAX_VALUE_CHARS of it.
 * saxes accumulates comment, CDATA and PI text in one string built with many `+=`; after every piece this module drops
 * what it never needs (scan-guard.ts), so a hostile 100 MB comment costs nothing.
 */
import { SaxesParser } from 'saxes'
import { WharfError, toApiError } from '../errors.ts'
import { ScanFailure, ScanGuard, installHandlers, type Handlers } from './scan-guard.ts'
import { NamespaceScope } from './xml-namespaces.ts'
import { DtdMarkupScanner } from './dtd-markup.ts'
import { UTF8_NAMES, notUtf8, wideEncoding } from './xml-text.ts'

export interface PathSpec {
  key: string
  /** (namespace URI, local name) steps below the document element. */
  steps: Array<[string, string]>
  /** An unprefixed attribute to read on the first match (like Element#getAttribute). */
  attribute?: string
}

export interface Collected {
  /** How many elements matched the path. */
  count: number
  /** textContent of the first match, trimmed; null when empty; cut at MAX_VALUE_CHARS and marked with '…'. */
  text: string | null
  /** The requested attribute of the first match, or null. */
  attribute: string | null
  truncated: boolean
}

export interface ScanResult {
  root: { ns: string, local: string }
  values: Map<string, Collected>
}

export const CHUNK_BYTES = 64 * 1024
/** Deeper nesting is refused (INVALID_XML); Peppol documents are about 10 levels deep. */
export const MAX_DEPTH = 10_000
/** More attributes on one element are refused (INVALID_XML). */
export const MAX_ATTRIBUTES = 10_000
/** The longest value kept for a collected element. */
export const MAX_VALUE_CHARS = 4096

interface PlanNode { children: Map<string, PlanNode>, spec?: PathSpec }
interface Collecting { entry: Collected, depth: number, buf: string, started: boolean }

const key = (ns: string, local: string): string => `{${ns}}${local}`

function buildPlan (specs: PathSpec[]): PlanNode {
  const root: PlanNode = { children: new Map() }
  for (const spec of specs) {
    let node = root
    for (const [ns, local] of spec.steps) {
      const k = key(ns, local)
      let next = node.children.get(k)
      if (next === undefined) node.children.set(k, next = { children: new Map() })
      node = next
    }
    node.spec = spec
  }
  return root
}

class Scan {
  readonly parser = new SaxesParser<{ xmlns: false, position: true }>({ xmlns: false, position: true })
  readonly guard = new ScanGuard(this.parser)
  private readonly handlers: Handlers
  private readonly onText = (text: string): void => { this.append(text) }
  private readonly ns = new NamespaceScope()
  private readonly nodes: Array<PlanNode | null> = []
  private depth = 0
  private attributes = 0
  private root: ScanResult['root'] | null = null
  private collecting: Collecting | null = null
  readonly values = new Map<string, Collected>()

  constructor (private readonly plan: (root: ScanResult['root']) => PathSpec[]) {
    this.handlers = installHandlers(this.parser, {
      xmldeclHandler: decl => {
        this.ns.version = decl.version ?? '1.0'
        if (decl.encoding !== undefined && !UTF8_NAMES.test(decl.encoding.trim())) throw notUtf8(`declares encoding="${decl.encoding.slice(0, 40)}"`)
      },
      doctypeHandler: () => { throw new WharfError('XML_DTD_NOT_ALLOWED', 'XML with a document type declaration is not accepted') },
      openTagStartHandler: () => { this.attributes = 0 },
      attributeHandler: () => {
        if (++this.attributes > MAX_ATTRIBUTES) throw new ScanFailure(`an element has more than ${MAX_ATTRIBUTES} attributes`)
      },
      piHandler: pi => {
        if (pi.target.includes(':')) throw new ScanFailure(`the processing instruction target ${pi.target.slice(0, 100)} contains a colon`)
      },
      openTagHandler: tag => { this.open(tag) },
      closeTagHandler: () => { this.close() },
      cdataHandler: text => { this.append(text) }
    })
  }

  write (piece: string): void {
    this.parser.write(piece)
    this.guard.afterWrite(this.collecting !== null, text => { this.append(text) })
  }

  result (): ScanResult {
    if (this.root === null) throw new ScanFailure('no root element')
    return { root: this.root, values: this.values }
  }

  private open (tag: { name: string, attributes: Record<string, string> }): void {
    const depth = ++this.depth
    if (depth > MAX_DEPTH) throw new ScanFailure(`elements are nested more than ${MAX_DEPTH} levels deep`)
    const { uri, local } = this.ns.open(tag.name, tag.attributes, depth > 64)
    let node: PlanNode | null
    if (depth === 1) {
      this.root = { ns: uri, local }
      node = buildPlan(this.plan(this.root))
    } else {
      const parent = this.nodes[this.nodes.length - 1]
      node = parent?.children.get(key(uri, local)) ?? null
    }
    this.nodes.push(node)
    if (depth > 64) {
      // Deep open tags stay on saxes' stack: keep them from pinning whole 64 KiB pieces through sliced strings.
      tag.name = (' ' + tag.name).slice(1)
      tag.attributes = {}
      return // every path in a plan is shallow
    }
    const spec = node?.spec
    if (spec === undefined) return
    const seen = this.values.get(spec.key)
    if (seen !== undefined) { seen.count++; return }
    const attr = spec.attribute !== undefined ? tag.attributes[spec.attribute] : undefined
    const entry: Collected = { count: 1, text: null, attribute: attr ?? null, truncated: false }
    this.values.set(spec.key, entry)
    this.collecting = { entry, depth, buf: '', started: false }
    this.handlers.textHandler = this.onText
  }

  private close (): void {
    const c = this.collecting
    if (c !== null && c.depth === this.depth) {
      this.handlers.textHandler = undefined
      const text = c.entry.truncated ? `${c.buf}…` : c.buf.trimEnd()
      c.entry.text = text === '' ? null : text
      this.collecting = null
    }
    this.nodes.pop()
    this.ns.close()
    this.depth--
  }

  private append (text: string): void {
    const c = this.collecting
    if (c === null || c.entry.truncated) return
    if (!c.started) {
      text = text.trimStart()
      if (text === '') return
      c.started = true
    }
    const room = MAX_VALUE_CHARS - c.buf.length
    if (text.length > room) {
      c.buf += text.slice(0, room)
      c.entry.truncated = true
    } else {
      c.buf += text
    }
  }
}

/**
 * The scan fed piece by piece: `write(bytes)` any number of times (each is cut into CHUNK_BYTES pieces), then
 * `finish()` for the result or the coded error. scanXml() and scanXmlStream() use it; the size limit is theirs.
 */
export class XmlScanner {
  private readonly scan: Scan
  private readonly dtd = new DtdMarkupScanner()
  // fatal: bytes that are not UTF-8 (a Latin-1 'é' without a declaration) are refused, not replaced by U+FFFD
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })
  private nonBlank = false
  /** The first bytes, held until 4 have arrived (null once they have). */
  private head: Uint8Array | null = new Uint8Array(0)
  private failure: ScanFailure | null = null

  constructor (plan: (root: ScanResult['root']) => PathSpec[]) {
    this.scan = new Scan(plan)
  }

  write (bytes: Uint8Array): void {
    if (this.head !== null) {
      // The encoding is told by the first 4 bytes: hold pieces until there are 4.
      const joined = this.head.byteLength === 0 ? bytes : Buffer.concat([this.head, bytes])
      if (joined.byteLength < 4) { this.head = joined; return }
      this.head = null
      const wide = wideEncoding(joined)
      if (wide !== null) throw notUtf8(`is encoded in ${wide}`)
      bytes = joined
    }
    for (let at = 0; at < bytes.byteLength; at += CHUNK_BYTES) {
      this.feed(this.decode(bytes.subarray(at, at + CHUNK_BYTES)))
    }
  }

  private decode (bytes?: Uint8Array): string {
    try {
      return bytes === undefined ? this.decoder.decode() : this.decoder.decode(bytes, { stream: true })
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA') throw notUtf8('contains bytes that are not valid UTF-8')
      throw err
    }
  }

  finish (): ScanResult {
    const head = this.head
    if (head !== null && head.byteLength > 0) {
      const wide = wideEncoding(head)
      if (wide !== null) throw notUtf8(`is encoded in ${wide}`)
      this.head = null
      this.write(head)
    }
    this.feed(this.decode())
    if (!this.nonBlank) throw new WharfError('INVALID_XML', 'The document is empty')
    if (this.failure === null) {
      try {
        this.scan.parser.close()
        return this.scan.result()
      } catch (err) {
        this.failure = parseError(err, this.scan.parser)
      }
    }
    throw toApiError(this.failure)
  }

  private feed (piece: string): void {
    if (piece === '') return
    // The decoder dropped the one byte order mark a document may start with; another one is not well-formed.
    if (!this.nonBlank && this.failure === null && piece.charCodeAt(0) === 0xfeff) this.failure = new ScanFailure('a second byte order mark before the document')
    if (!this.nonBlank && /\S/.test(piece)) this.nonBlank = true
    const dtd = this.dtd.push(piece)
    if (dtd !== undefined) {
      throw new WharfError('XML_DTD_NOT_ALLOWED', `XML with a document type declaration (<!${dtd}) is not accepted: Peppol documents never need a DTD, and entity declarations are refused (XXE)`)
    }
    if (this.failure !== null) return // keep looking for DTD markup only: it takes precedence, as before
    try {
      this.scan.write(piece)
    } catch (err) {
      this.failure = parseError(err, this.scan.parser)
    }
  }
}

const tooLarge = (maxBytes: number): WharfError => new WharfError('PAYLOAD_TOO_LARGE', `The document is larger than ${maxBytes} bytes`, { maxBytes })

/** Scans `bytes` (see the module header). `plan` is called once, with the document element. */
export function scanXml (bytes: Uint8Array, opts: { maxBytes: number, plan: (root: ScanResult['root']) => PathSpec[] }): ScanResult {
  if (bytes.byteLength > opts.maxBytes) throw tooLarge(opts.maxBytes)
  const scanner = new XmlScanner(opts.plan)
  scanner.write(bytes)
  return scanner.finish()
}

/**
 * Scans a stream of bytes (a file read in pieces): the same checks, results and errors as scanXml. `size`, when
 * known, is checked against maxBytes before reading; otherwise the count is checked as the bytes arrive.
 */
export async function scanXmlStream (stream: AsyncIterable<Uint8Array>, opts: { maxBytes: number, size?: number, plan: (root: ScanResult['root']) => PathSpec[] }): Promise<ScanResult> {
  if (opts.size !== undefined && opts.size > opts.maxBytes) throw tooLarge(opts.maxBytes)
  const scanner = new XmlScanner(opts.plan)
  let seen = 0
  for await (const piece of stream) {
    seen += piece.byteLength
    if (seen > opts.maxBytes) throw tooLarge(opts.maxBytes)
    scanner.write(piece)
  }
  return scanner.finish()
}

/** saxes reports malformed XML with plain Errors, the limits here with ScanFailure; anything else is a bug. */
function parseError (err: unknown, at: { line: number, column: number }): ScanFailure {
  if (err instanceof WharfError) throw err
  if (err instanceof ScanFailure) return new ScanFailure(`${at.line}:${at.column}: ${err.message}`)
  if (err instanceof Error && err.constructor === Error) return new ScanFailure(err.message)
  throw err
}
