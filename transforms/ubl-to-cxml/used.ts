/**
 * Which business terms of the EN 16931 model a writer read: `Used` hands out terms and groups and records the path
 * of every term it gives (`BG-25[0]/BT-131`); `termPaths` lists every term of a model in the same form, so the terms
 * a target format did not carry are the difference (reported as `lost`).
 */
import type { Group } from '../en16931/model.ts'

/** Terms read while writing (paths like `BG-25[0]/BT-131`). */
export class Used {
  readonly paths = new Set<string>()
  get (g: Group | undefined, term: string, prefix = ''): string | undefined {
    const v = g?.[term]
    if (typeof v !== 'string' || v === '') return undefined
    this.paths.add(`${prefix}${term}`)
    return v
  }

  group (g: Group | undefined, name: string): Group | undefined {
    const v = g?.[name]
    return v !== undefined && typeof v === 'object' && !Array.isArray(v) ? v : undefined
  }

  list (g: Group | undefined, name: string): Group[] {
    const v = g?.[name]
    return Array.isArray(v) ? v : []
  }
}

/** Every term path of a model, in the form Used records them. */
export function termPaths (g: Group, prefix = '', out: string[] = []): string[] {
  for (const [k, v] of Object.entries(g)) {
    if (k.startsWith('x-')) continue
    if (typeof v === 'string') out.push(`${prefix}${k}`)
    else if (Array.isArray(v)) v.forEach((item, i) => termPaths(item, `${prefix}${k}[${i}]/`, out))
    else termPaths(v, `${prefix}${k}/`, out)
  }
  return out
}
