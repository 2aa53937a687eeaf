/**
 * Runs a compiled Schematron rule set (a SaxonJS SEF, loaded once per thread and kept) over a document and reads the
 * SVRL: every svrl:failed-assert and svrl:successful-report becomes an assertion. A dynamic error of the rules (e.g.
 * XPTY0004 on bad input) is an assertion with flag error and the error code as id: never "valid".
 */
import fs from 'node:fs'
import { DOMParser } from '@xmldom/xmldom'
import { sefFile } from './rule-sets.ts'
import { loadSaxon, type LoadedSaxon } from './saxon.ts'

interface SaxonApi {
  transform: (options: Record<string, unknown>, mode: 'sync') => { principalResult: unknown }
  getResource: (options: { text: string, type: 'xml' }) => Promise<unknown>
}
// Loaded on first use: ~65 MiB of RSS per thread (its 2.3 MB source and what it builds), paid only by the threads
// that run rules, not by every thread that imports this module (the main thread reaches it through the SDK).
// saxon.ts loads it with a V8 code cache, written after this thread's first transform when it had none.
let saxon: LoadedSaxon<SaxonApi> | undefined
const SaxonJS = (): SaxonApi => (saxon ??= loadSaxon<SaxonApi>()).api

export type Flag = 'error' | 'warning' | 'information'
export interface SvrlAssertion { id: string, flag: Flag, location: string, text: string }

export class RuleSetNotCompiledError extends Error {
  constructor (readonly ruleSet: string) {
    super(`Rule set ${ruleSet} is not compiled: run npm run rules:compile`)
    this.name = 'RuleSetNotCompiledError'
  }
}

const loaded = new Map<string, unknown>()
/** The rule set's SEF, parsed once per thread. */
export function loadRuleSet (id: string): unknown {
  let sef = loaded.get(id)
  if (sef === undefined) {
    const file = sefFile(id)
    if (file === null) throw new RuleSetNotCompiledError(id)
    sef = JSON.parse(fs.readFileSync(file, 'utf8'))
    loaded.set(id, sef)
  }
  return sef
}

export function toFlag (flag: string | undefined): Flag {
  const f = (flag ?? '').toLowerCase()
  if (f === 'warning' || f === 'warn') return 'warning'
  if (f === 'information' || f === 'info') return 'information'
  return 'error'
}

const SVRL = 'http://purl.oclc.org/dsdl/svrl'

/** The part of a DOM node that svrlAssertions reads: SaxonJS's own result node class, or @xmldom/xmldom's. */
interface ResultNode {
  nodeType: number
  namespaceURI: string | null
  localName: string | null
  firstChild: ResultNode | null
  nextSibling: ResultNode | null
  textContent: string | null
  /** No hasAttribute on these nodes, and getAttribute answers '' for a missing one: the list tells them apart. */
  attributes: { length: number, [index: number]: { localName: string | null, namespaceURI: string | null, value: string } }
}

/** The assertions of an SVRL tree: the one SaxonJS returns (destination 'raw', so an SVRL that holds a fired-rule
 * element per node checked, megabytes for a large invoice, is neither serialized nor parsed again), or a parsed SVRL
 * text (parseSvrl). */
export function svrlAssertions (result: ResultNode | ResultNode[]): SvrlAssertion[] {
  const out: SvrlAssertion[] = []
  const isSvrl = (n: ResultNode, name: string): boolean => n.nodeType === 1 && n.namespaceURI === SVRL && n.localName === name
  const attr = (n: ResultNode, name: string): string | undefined => {
    for (let i = 0; i < n.attributes.length; i++) {
      const a = n.attributes[i]
      if (a.localName === name && (a.namespaceURI ?? '') === '') return a.value
    }
    return undefined
  }
  // the text of each svrl:text inside (not inside another svrl:text), in document order, nested elements' text included
  const textOf = (n: ResultNode): string => {
    let text = ''
    for (let c = n.firstChild; c !== null; c = c.nextSibling) {
      if (isSvrl(c, 'text')) text += c.textContent ?? ''
      else if (c.nodeType === 1) text += textOf(c)
    }
    return text
  }
  const take = (c: ResultNode): void => {
    if (c.nodeType !== 1 && c.nodeType !== 9) return
    if (isSvrl(c, 'failed-assert') || isSvrl(c, 'successful-report')) {
      // no flag: the role says the severity (PINT OM's version report is role="information" without a flag)
      out.push({ id: attr(c, 'id') ?? '', flag: toFlag(attr(c, 'flag') ?? attr(c, 'role')), location: attr(c, 'location') ?? '', text: textOf(c).replace(/\s+/g, ' ').trim() })
    } else for (let d = c.firstChild; d !== null; d = d.nextSibling) take(d)
  }
  for (const item of Array.isArray(result) ? result : [result]) take(item)
  return out
}

/** The assertions of an SVRL text (the reference engine's output, Saxon-HE Java). */
export function parseSvrl (svrl: string): SvrlAssertion[] {
  return svrlAssertions(new DOMParser().parseFromString(svrl, 'text/xml') as unknown as ResultNode)
}

/** A document parsed once into SaxonJS's tree, for several rule sets. */
export interface ParsedForRules { node: unknown }

/**
 * The document as SaxonJS's tree, so that several rule sets share one parse (the 2,000-line invoice: ~250 ms per
 * parse, against ~3.5 s for a rule set), or the text itself when SaxonJS cannot parse it: each rule set then reports
 * the parse error as a dynamic error, as it does for text.
 */
export async function parseForRules (xml: string): Promise<ParsedForRules | string> {
  try {
    return { node: await SaxonJS().getResource({ text: xml, type: 'xml' }) }
  } catch {
    return xml
  }
}

/** The assertions of one rule set on the document (its text, or parseForRules' tree). */
export function runRuleSet (id: string, source: string | ParsedForRules): SvrlAssertion[] {
  const sef = loadRuleSet(id)
  try {
    const input = typeof source === 'string' ? { sourceText: source } : { sourceNode: source.node }
    const res = SaxonJS().transform({ stylesheetInternal: sef, ...input, destination: 'raw' }, 'sync')
    saxon?.saveCodeCache()
    return svrlAssertions(res.principalResult as ResultNode)
  } catch (err) {
    const e = err as { code?: string, message?: string }
    return [{ id: e.code ?? 'DYNAMIC-ERROR', flag: 'error', location: '', text: `The rules could not be evaluated on this document: ${e.message ?? String(err)}` }]
  }
}
