/**
 * Reading the running app's /openapi.json for the generated hostile rows: its operations, a request for each with its
 * parameters filled from a tenant's fixtures (by parameter name, see PARAM_KINDS), and a minimal body that passes the
 * operation's JSON schema (so a refusal is about who asks, not about what was sent).
 */
import type { World, Tenant } from './world.ts'
import type { Method } from './cases.ts'

export interface Operation {
  method: Method
  /** OpenAPI form: /api/v1/{partyId}/documents */
  path: string
  security: Array<Record<string, string[]>> | undefined
  pathParams: string[]
  requiredQuery: string[]
  queryParams: string[]
  bodySchema: Schema | undefined
}
export type Schema = Record<string, unknown> & { $ref?: string, type?: string, properties?: Record<string, Schema>, required?: string[], items?: Schema, anyOf?: Schema[], oneOf?: Schema[], allOf?: Schema[], enum?: unknown[] }
type OpenApiDoc = { paths: Record<string, Record<string, { security?: Operation['security'], parameters?: Array<{ in: string, name: string, required?: boolean }>, requestBody?: { content?: Record<string, { schema: Schema }> } }>>, components?: { schemas?: Record<string, Schema> } }

/**
 * What a parameter name holds. `party`: a party identifier of the caller's tenant (a party of another tenant is 403);
 * `participant`: any Peppol participant (lookups; not tenant data); the others are ids of tenant resources (another
 * tenant's is 404) or admin objects. A new parameter name must be added here: the suite fails until it is.
 */
export const PARAM_KINDS: Record<string, 'party' | 'participant' | 'hook' | 'delivery' | 'document' | 'user' | 'tenant' | 'application'> = {
  partyId: 'party',
  partyIds: 'participant',
  identifier: 'participant',
  id: 'hook',
  deliveryId: 'delivery',
  documentId: 'document',
  responseDocumentId: 'document',
  userId: 'user',
  tenant: 'tenant',
  clientId: 'application'
}

export function valueOf (name: string, t: Tenant): string {
  const kind = PARAM_KINDS[name]
  switch (kind) {
    case 'party': case 'participant': return t.partyId
    case 'hook': return t.hookId
    case 'delivery': return t.deliveryId
    case 'document': return t.documentId
    case 'user': return t.userId
    case 'tenant': return t.id
    case 'application': return t.manager.clientId
    default: throw new Error(`parameter "${name}" has no kind in test/hostile/openapi.ts PARAM_KINDS: add it`)
  }
}

export async function operations (w: World): Promise<{ doc: OpenApiDoc, ops: Operation[] }> {
  const doc = (await w.t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDoc
  const ops: Operation[] = []
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const params = op.parameters ?? []
      ops.push({
        method: method.toUpperCase() as Method,
        path,
        security: op.security,
        pathParams: params.filter(p => p.in === 'path').map(p => p.name),
        requiredQuery: params.filter(p => p.in === 'query' && p.required === true).map(p => p.name),
        queryParams: params.filter(p => p.in === 'query').map(p => p.name),
        bodySchema: op.requestBody?.content?.['application/json']?.schema
      })
    }
  }
  return { doc, ops }
}

/** The URL of an operation with path parameters (and required query parameters) filled by `fill`. */
export function urlOf (op: Operation, fill: (name: string) => string, extraQuery: Record<string, string> = {}): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(fill(name)).replace(/%3A/g, ':'))
  const q = new URLSearchParams()
  for (const name of op.requiredQuery) q.set(name, fill(name))
  for (const [k, v] of Object.entries(extraQuery)) q.set(k, v)
  const qs = q.toString()
  return qs === '' ? path : `${path}?${qs}`
}

/** A small value that satisfies the schema (first branch of a union, required properties only). */
export function sample (s: Schema, doc: OpenApiDoc): unknown {
  if (s.$ref !== undefined) return sample(doc.components?.schemas?.[s.$ref.split('/').pop() as string] ?? {}, doc)
  if (s.enum !== undefined) return s.enum[0]
  if (s.const !== undefined) return s.const
  const union = s.anyOf ?? s.oneOf
  if (union !== undefined) return sample(union[0], doc)
  if (s.allOf !== undefined) return Object.assign({}, ...s.allOf.map(x => sample(x, doc) as object))
  switch (s.type) {
    case 'object': return Object.fromEntries((s.required ?? []).map(k => [k, sample(s.properties?.[k] ?? {}, doc)]))
    case 'array': return Array.from({ length: Number(s.minItems ?? 0) }, () => sample(s.items ?? {}, doc))
    case 'integer': case 'number': return Number(s.minimum ?? 1)
    case 'boolean': return false
    case 'null': return null
    case 'string':
      if (s.format === 'uri') return 'https://hooks.example.com/hostile'
      if (s.format === 'date-time') return new Date(0).toISOString()
      return 'x'.repeat(Math.max(1, Number(s.minLength ?? 1)))
    default: return {}
  }
}
