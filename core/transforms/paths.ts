/**
 * Conversion paths over the installed transform plugins: each plugin is one step from a format (`ubl`, `cii`,
 * `<cius>-<syntax>`, core/sdk/formats.ts) to another; a path is the shortest chain of steps (at most 4) that
 * takes the document's state (syntax, CIUS) to the target. Plugins not enabled for the tenant are left out. A
 * national syntax (ebInterface, Svefaktura) is only a path's source or target: no path goes through it (it has no
 * CIUS, so XRechnung -> ebInterface -> BIS 3 would be a lossy way around a missing CIUS step).
 */
import type { LoadedPlugin, PluginRegistry } from '../plugins/discovery.ts'
import { applyStep, NATIONAL_SYNTAXES, parseStepFormat, type FormatSpec, type FormatState } from '../sdk/formats.ts'

export interface TransformStep { plugin: LoadedPlugin, from: FormatSpec, to: FormatSpec, result: FormatState }

export interface TransformPlugin { plugin: LoadedPlugin, from: FormatSpec, to: FormatSpec }

/** The registry's transform plugins whose `from` and `to` are known format ids. */
export function transformPlugins (registry: PluginRegistry): TransformPlugin[] {
  const out: TransformPlugin[] = []
  for (const p of registry.byName.values()) {
    if (p.kind !== 'transform' || p.manifest.transform === undefined) continue
    const from = parseStepFormat(p.manifest.transform.from)
    const to = parseStepFormat(p.manifest.transform.to)
    if (from !== undefined && to !== undefined) out.push({ plugin: p, from, to })
  }
  return out.sort((a, b) => a.plugin.name < b.plugin.name ? -1 : 1)
}

const key = (s: FormatState): string => `${s.syntax}/${s.cius}`
const reached = (s: FormatState, target: FormatSpec): boolean => s.syntax === target.syntax && (target.cius === undefined || target.cius === s.cius)

/** The shortest path (breadth first); [] when the document already is in the target format; undefined when none. */
export function findPath (plugins: TransformPlugin[], source: FormatState, target: FormatSpec, maxSteps = 4): TransformStep[] | undefined {
  if (reached(source, target)) return []
  const seen = new Set([key(source)])
  let frontier: Array<{ state: FormatState, steps: TransformStep[] }> = [{ state: source, steps: [] }]
  for (let depth = 0; depth < maxSteps && frontier.length > 0; depth++) {
    const next: typeof frontier = []
    for (const { state, steps } of frontier) {
      for (const t of plugins) {
        const result = applyStep(state, t.from, t.to)
        if (result === undefined || seen.has(key(result))) continue
        const path = [...steps, { ...t, result }]
        if (reached(result, target)) return path
        seen.add(key(result))
        // a national syntax (ebInterface, Svefaktura) is an end or a start, never a way between two EN 16931 CIUS
        if (NATIONAL_SYNTAXES.has(result.syntax)) continue
        next.push({ state: result, steps: path })
      }
    }
    frontier = next
  }
  return undefined
}
