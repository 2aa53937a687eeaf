/**
 * Keeps a saxes parser's internal buffers small between two writes (used by xml-stream.ts).
 *
 *   const guard = new ScanGuard(parser)
 *   parser.write(piece); guard.afterWrite(collecting, text => collector.append(text))
 *
 * saxes 6 gathers comment, CDATA and processing-instruction text (and element text when a text handler is set) in
 * one string with many small `+=` until the construct ends: a 20 MB comment of "-a-a-a..." takes 6.5 s and 560 MB.
 * After each write, this guard looks at the parser's state and
 *   - empties the buffer inside a comment or a processing instruction (nobody listens to them),
 *   - inside CDATA or element text: hands what was gathered to `flush` when the caller is collecting, else empties it,
 *   - refuses (ScanFailure -> INVALID_XML) any other single token (attribute value, name, entity reference) longer
 *     than MAX_TOKEN_CHARS.
 * Dropping a prefix of a buffer only removes text that is reported later, so parsing is unchanged.
 *
 * installHandlers() sets the parser's handlers with plain property stores in one fixed order: saxes' own on() stores
 * them under computed keys, which after a few handlers turns the parser into a dictionary-mode object in V8 and makes
 * the whole parse 4 to 5 times slower.
 *
 * This reads private fields of saxes (`state`, `text`, `entity`, `piTarget`, `name`, `entityReturnState`), so the
 * dependency is pinned (package.json, exact 6.0.0). The state numbers are not copied from saxes: they are learned at
 * load time by feeding small prefixes to a parser, and loading fails loudly if saxes no longer has these fields.
 */
import { SaxesParser, type SaxesTagPlain, type XMLDecl } from 'saxes'

/** A limit of this module or of the scan (depth, attributes, token length): reported as INVALID_XML. */
export class ScanFailure extends Error {
  constructor (message: string) {
    super(message)
    this.name = 'ScanFailure'
  }
}

/** The longest attribute value, element or attribute name, entity reference or PI target accepted. */
export const MAX_TOKEN_CHARS = 256 * 1024

interface Internals {
  state: number
  text: string
  entity: string
  piTarget: string
  name: string
  entityReturnState: number | undefined
}

const internals = (parser: SaxesParser): Internals => parser as unknown as Internals

function stateAfter (prefix: string): number {
  const p = new SaxesParser()
  p.write(prefix)
  const s = internals(p).state
  if (typeof s !== 'number') throw new Error('saxes has changed: its parser has no numeric `state` (see core/documents/scan-guard.ts)')
  return s
}

const S_TEXT = stateAfter('<r>a')
const S_ENTITY = stateAfter('<r>&a')
const DISCARD = new Set([stateAfter('<r><!--a'), stateAfter('<r><!--a-'), stateAfter('<r><!--a--'), stateAfter('<r><?p a'), stateAfter('<r><?p a?')])
const CDATA = new Set([stateAfter('<r><![CDATA[a'), stateAfter('<r><![CDATA[a]'), stateAfter('<r><![CDATA[a]]')])
{
  const all = [S_TEXT, S_ENTITY, ...DISCARD, ...CDATA]
  if (new Set(all).size !== all.length) throw new Error('saxes has changed: the states of core/documents/scan-guard.ts are not distinct')
  const probe = internals(new SaxesParser())
  for (const f of ['text', 'entity', 'piTarget', 'name'] as const) {
    if (typeof probe[f] !== 'string') throw new Error(`saxes has changed: its parser has no string \`${f}\` (see core/documents/scan-guard.ts)`)
  }
}

/** saxes' handler fields (private in its types); every one is set by installHandlers(), unused ones to undefined. */
export interface Handlers {
  xmldeclHandler: ((decl: XMLDecl) => void) | undefined
  textHandler: ((text: string) => void) | undefined
  piHandler: ((pi: { target: string, body: string }) => void) | undefined
  doctypeHandler: ((doctype: string) => void) | undefined
  commentHandler: ((comment: string) => void) | undefined
  openTagStartHandler: (() => void) | undefined
  attributeHandler: (() => void) | undefined
  openTagHandler: ((tag: SaxesTagPlain) => void) | undefined
  closeTagHandler: ((tag: SaxesTagPlain) => void) | undefined
  cdataHandler: ((cdata: string) => void) | undefined
  errorHandler: undefined
  endHandler: undefined
  readyHandler: undefined
}

/** Sets every handler of `parser` (see the header); returns the parser seen as its handler fields, to switch text on and off. */
export function installHandlers (parser: SaxesParser<{ xmlns: false, position: true }>, h: Partial<Handlers>): Handlers {
  const p = parser as unknown as Handlers
  p.xmldeclHandler = h.xmldeclHandler
  p.textHandler = h.textHandler
  p.piHandler = h.piHandler
  p.doctypeHandler = h.doctypeHandler
  p.commentHandler = h.commentHandler
  p.openTagStartHandler = h.openTagStartHandler
  p.attributeHandler = h.attributeHandler
  p.openTagHandler = h.openTagHandler
  p.closeTagHandler = h.closeTagHandler
  p.cdataHandler = h.cdataHandler
  p.errorHandler = undefined
  p.endHandler = undefined
  p.readyHandler = undefined
  return p
}

{
  // The handler fields must still be the ones saxes calls.
  const seen: string[] = []
  const p = new SaxesParser<{ xmlns: false, position: true }>({ xmlns: false, position: true })
  installHandlers(p, {
    xmldeclHandler: () => seen.push('xmldecl'), piHandler: () => seen.push('pi'), openTagStartHandler: () => seen.push('start'),
    attributeHandler: () => seen.push('attribute'), openTagHandler: () => seen.push('open'), textHandler: () => seen.push('text'),
    cdataHandler: () => seen.push('cdata'), closeTagHandler: () => seen.push('close')
  })
  p.write('<?xml version="1.0"?><r a="1">t<![CDATA[c]]><?p?></r>').close()
  if (seen.join() !== 'xmldecl,start,attribute,open,text,cdata,pi,close') throw new Error(`saxes has changed: its handler fields are not the ones of core/documents/scan-guard.ts (${seen.join()})`)
}

export class ScanGuard {
  private readonly p: Internals
  constructor (parser: SaxesParser) {
    this.p = internals(parser)
  }

  /** Call after every write; `collecting`: the caller currently gathers element text, given to `flush` in order. */
  afterWrite (collecting: boolean, flush: (text: string) => void): void {
    const p = this.p
    const s = p.state
    if (p.text !== '') {
      if (DISCARD.has(s)) {
        p.text = ''
      } else if (CDATA.has(s) || s === S_TEXT || (s === S_ENTITY && p.entityReturnState === S_TEXT)) {
        if (collecting) flush(p.text)
        p.text = ''
      }
    }
    if (p.text.length > MAX_TOKEN_CHARS) throw new ScanFailure(`an attribute value or declaration is longer than ${MAX_TOKEN_CHARS} characters`)
    if (p.name.length > MAX_TOKEN_CHARS || p.piTarget.length > MAX_TOKEN_CHARS) throw new ScanFailure(`a name is longer than ${MAX_TOKEN_CHARS} characters`)
    if (p.entity.length > MAX_TOKEN_CHARS) throw new ScanFailure(`an entity reference is longer than ${MAX_TOKEN_CHARS} characters`)
  }
}
