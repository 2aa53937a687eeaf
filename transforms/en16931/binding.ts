/**
 * The binding engine: one declarative table per syntax (ubl.ts, cii.ts), written in the order of the syntax's XML
 * schema, serves both directions. Reading walks the table over the tree and fills the model; writing walks the same
 * table over the model and builds elements in schema order.
 *
 *   { n: 'cbc:ID', t: 'BT-1' }                       element text <-> term
 *   { n: 'cbc:EndpointID', t: 'BT-34', a: { schemeID: 'BT-34-1' } }   attribute <-> term
 *   { n: 'cbc:Amount', t: 'BT-92', a: { currencyID: '$BT-5' } }       attribute written from a document-level term
 *   { n: 'cbc:ChargeIndicator', fix: 'false' }       constant: written as is, and on reading a condition the
 *                                                    enclosing group's element must meet
 *   { n: 'ram:SpecifiedTaxRegistration', c: [...] }  plain container: its terms stay in the current context
 *   { n: 'cac:InvoiceLine', g: 'BG-25', rep: true, c: [...] }   each element is one instance of a repeating group
 *   { n: 'cac:Contact', g: 'BG-6', c: [...] }        a single group (an object in the model)
 *   when: ctx => ...                                 writing only: whether this binding applies to the context
 *   def: 'x'                                         writing only: the text when the term has no value
 *   fmt: 'd102'                                      dates are YYYY-MM-DD in the model, YYYYMMDD in the XML
 */
import type { XNode } from './xml.ts'

export type Value = string | Group | Group[]
export interface Group { [term: string]: Value }

export interface Bind {
  n: string
  t?: string
  a?: Record<string, string>
  c?: Bind[]
  g?: string
  rep?: boolean
  fix?: string
  def?: string
  fmt?: 'd102'
  when?: (ctx: Group, root: Group) => boolean
  /** This child's constants identify its parent (cbc:ID schemeID="SEPA" makes a PartyIdentification BT-90). */
  key?: boolean
  /** Write even when empty (an element the schema requires). */
  always?: boolean
  /** Keep a final line break of the text (XNode.endsWithBreak): BT-20, whose XRechnung Skonto lines end with one. */
  keepBreak?: boolean
}

const toModel = (b: Bind, s: string): string => b.fmt === 'd102' && /^\d{8}$/.test(s) ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}` : s
const toXml = (b: Bind, s: string): string => b.fmt === 'd102' ? s.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1$2$3') : s

/** xs:boolean allows 1 and 0 for true and false. */
const normalBoolean = (s: string): string => s === '1' ? 'true' : s === '0' ? 'false' : s

const isConst = (v: string): boolean => v.startsWith('=')

/** Whether element `el` meets the constants of binding `b`: its own (fixed text, constant attributes), those of
 * of children marked `key`, and of children that hold constants alone (cac:TaxScheme/cbc:ID = VAT). */
function meets (el: XNode, b: Bind): boolean {
  if (b.fix !== undefined && normalBoolean(el.text) !== b.fix) return false
  for (const [attr, v] of Object.entries(b.a ?? {})) {
    if (isConst(v) && el.attrs[attr] !== v.slice(1)) return false
  }
  for (const c of b.c ?? []) {
    if (c.g !== undefined || !(c.key === true || pureConstant(c))) continue
    if (!el.children.some(k => k.name === c.n && meets(k, c))) return false
  }
  return true
}

function pureConstant (b: Bind): boolean {
  if (b.t !== undefined || b.g !== undefined) return false
  if (Object.values(b.a ?? {}).some(v => !isConst(v))) return false
  return (b.c ?? []).every(pureConstant)
}

function readInto (el: XNode, b: Bind, ctx: Group): void {
  el.used = true
  if (b.t !== undefined && el.text !== '') ctx[b.t] = toModel(b, el.text) + (b.keepBreak === true && el.endsWithBreak === true ? '\n' : '')
  for (const [attr, term] of Object.entries(b.a ?? {})) {
    if (isConst(term) || term.startsWith('$')) continue
    const v = el.attrs[attr]
    if (v !== undefined) ctx[term] = v
  }
  if (b.c !== undefined) readChildren(el, b.c, ctx)
}

/** Reads the children of `el` through `binds` into `ctx`. */
export function readChildren (el: XNode, binds: Bind[], ctx: Group): void {
  const taken = new Set<XNode>()
  for (const b of binds) {
    const candidates = el.children.filter(k => k.name === b.n && !taken.has(k) && meets(k, b))
    if (candidates.length === 0) continue
    if (b.g !== undefined && b.rep === true) {
      const list = (ctx[b.g] ?? []) as Group[]
      for (const k of candidates) {
        taken.add(k)
        const inst: Group = {}
        readInto(k, b, inst)
        list.push(inst)
      }
      ctx[b.g] = list
    } else if (b.g !== undefined) {
      taken.add(candidates[0])
      const inst = (ctx[b.g] ?? {}) as Group
      readInto(candidates[0], b, inst)
      if (Object.keys(inst).length > 0) ctx[b.g] = inst
    } else {
      taken.add(candidates[0])
      readInto(candidates[0], b, ctx)
    }
  }
}

/** A binding written without any term of the model: only constants and defaults in its subtree. */
function fillable (b: Bind): boolean {
  if (b.g !== undefined) return false
  if (b.t !== undefined && b.def === undefined) return false
  if (Object.values(b.a ?? {}).some(v => !isConst(v) && !v.startsWith('$'))) return false
  return (b.c ?? []).every(fillable)
}

interface Built { node: XNode, real: boolean }

function build (b: Bind, ctx: Group, root: Group): Built | undefined {
  let real = false
  let text = ''
  if (b.t !== undefined && typeof ctx[b.t] === 'string') {
    text = toXml(b, ctx[b.t] as string)
    real = true
  } else if (b.fix !== undefined) {
    text = b.fix
  } else if (b.def !== undefined) {
    text = b.def
  }
  const attrs: Record<string, string> = {}
  for (const [attr, term] of Object.entries(b.a ?? {})) {
    if (isConst(term)) attrs[attr] = term.slice(1)
    else if (term.startsWith('$')) {
      const v = root[term.slice(1)]
      if (typeof v === 'string') attrs[attr] = v
    } else if (typeof ctx[term] === 'string') {
      attrs[attr] = ctx[term] as string
      real = true
    }
  }
  const children: XNode[] = []
  if (b.c !== undefined) {
    for (const r of writeBinds(b.c, ctx, root)) {
      children.push(r.node)
      if (r.real) real = true
    }
  }
  if (!real && b.always !== true && !fillable(b)) return undefined
  return { node: { name: b.n, ns: '', attrs, children, text }, real: real || b.always === true }
}

function writeBinds (binds: Bind[], ctx: Group, root: Group): Built[] {
  const out: Built[] = []
  for (const b of binds) {
    if (b.g !== undefined) {
      const v = ctx[b.g]
      const instances = v === undefined ? [] : Array.isArray(v) ? v : [v as Group]
      for (const inst of instances) {
        if (b.when !== undefined && !b.when(inst, root)) continue
        const r = build(b, inst, root)
        if (r !== undefined) out.push(r)
      }
    } else {
      if (b.when !== undefined && !b.when(ctx, root)) continue
      const r = build(b, ctx, root)
      if (r !== undefined) out.push(r)
    }
  }
  return out
}

/** Builds the children of a root element from the model. */
export function writeChildren (binds: Bind[], model: Group): XNode[] {
  return writeBinds(binds, model, model).filter(r => r.real).map(r => r.node)
}
