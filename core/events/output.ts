/**
 * Conditional output (pure, no I/O): after a hook's channel ran, its output rules may replace the default topics
 * that are published (for example a Peppol hook publishing Send*Fallback when the receiver is not on Peppol).
 *
 * `when` is a comma-separated list of terms (spaces around commas allowed, case-insensitive); the rule matches when
 * any term matches the outcome `{ ok, status?, condition? }` reported by the channel:
 * - `400`, `404`, `500`, ...: a status from 100 to 599, equal to outcome.status;
 * - `4xx`, `5xx`, ... (`1xx` to `5xx`): outcome.status in that class;
 * - `success`: outcome.ok is true; `error`: outcome.ok is false (any failure);
 * - `not-registered` (recipient not on the network), `not-serviced` (receiver does not serve the document type),
 *   `timeout` (no answer in time), `rejected` (the receiver refused the document): outcome.condition equals the name.
 * The first matching rule (in array order) wins; no rule matching gives null, and the caller publishes the default
 * topics.
 *
 * `*` in the rule's topic (expandOutputTopic):
 * 1. When the hook matched the original topic through a wildcard pattern P, the i-th `*` of the rule topic is replaced
 *    by what the i-th `*` of P matched (needs no more stars than P has). P `Send*`, original SendInvoice, rule
 *    `Send*Fallback` -> SendInvoiceFallback; rule `Mail*` -> MailInvoice; rule `*Failed` -> InvoiceFailed.
 * 2. Otherwise (exact match, no pattern given, or more stars than P): every `*` stands for the original topic with the
 *    rule topic's literal prefix (text before its first `*`) removed when the original starts with it, else for the
 *    whole original topic. Original SendInvoice: `Send*Fallback` -> SendInvoiceFallback; `*Fallback` ->
 *    SendInvoiceFallback; `Mail*` -> MailSendInvoice.
 * The result is not re-validated here; the caller validates it as a topic (validateTopic) before publishing, which
 * also stops chains such as SendInvoiceFallbackFallback... at 100 characters.
 */
import { WharfError } from '../errors.ts'
import { isWildcard, validateTopicPattern, wildcardCaptures } from './topics.ts'
import type { OutputRule } from './types.ts'

export const OUTPUT_CONDITIONS = ['success', 'error', 'timeout', 'rejected', 'not-registered', 'not-serviced'] as const
export type OutputCondition = typeof OUTPUT_CONDITIONS[number]

export const MAX_OUTPUT_RULES = 20
export const MAX_WHEN_LENGTH = 200

export interface DeliveryOutcome {
  ok: boolean
  /** HTTP-like status where the channel has one. */
  status?: number
  /** One of the named conditions (not-registered, not-serviced, timeout, rejected) where it applies. */
  condition?: string
}

export interface OutputDecision {
  topics: string[]
  ruleIndex: number
}

type WhenTerm =
  | { kind: 'status', code: number }
  | { kind: 'class', digit: number }
  | { kind: 'condition', name: OutputCondition }

const isDigit = (c: string): boolean => c >= '0' && c <= '9'

const parseTerm = (raw: string): WhenTerm | null => {
  const t = raw.trim().toLowerCase()
  if (t.length === 3 && t[0] >= '1' && t[0] <= '5') {
    if (isDigit(t[1]) && isDigit(t[2])) return { kind: 'status', code: Number(t) }
    if (t[1] === 'x' && t[2] === 'x') return { kind: 'class', digit: Number(t[0]) }
  }
  const name = OUTPUT_CONDITIONS.find(c => c === t)
  return name === undefined ? null : { kind: 'condition', name }
}

/** The terms of a `when`, or a reason it is invalid. */
export const parseWhen = (when: unknown): { terms: WhenTerm[] } | { error: string } => {
  if (typeof when !== 'string' || when.trim() === '') return { error: 'when must be a non-empty string' }
  if (when.length > MAX_WHEN_LENGTH) return { error: `when is at most ${MAX_WHEN_LENGTH} characters` }
  const terms: WhenTerm[] = []
  for (const raw of when.split(',')) {
    const term = parseTerm(raw)
    if (term === null) {
      return { error: `unknown condition ${JSON.stringify(raw.trim())}; use a status (404), a class (4xx) or one of ${OUTPUT_CONDITIONS.join(', ')}` }
    }
    terms.push(term)
  }
  return { terms }
}

const termMatches = (term: WhenTerm, o: DeliveryOutcome): boolean => {
  switch (term.kind) {
    case 'status': return o.status === term.code
    case 'class': return typeof o.status === 'number' && Math.floor(o.status / 100) === term.digit
    case 'condition':
      if (term.name === 'success') return o.ok
      if (term.name === 'error') return !o.ok
      return typeof o.condition === 'string' && o.condition.toLowerCase() === term.name
  }
}

/** Whether a rule's `when` matches the outcome; an invalid `when` never matches. */
export const whenMatches = (when: string, outcome: DeliveryOutcome): boolean => {
  const parsed = parseWhen(when)
  return 'terms' in parsed && parsed.terms.some(t => termMatches(t, outcome))
}

const countStars = (s: string): number => {
  let n = 0
  for (const c of s) if (c === '*') n++
  return n
}

/** The topic a rule publishes, with `*` expanded as described at the top of this file. */
export const expandOutputTopic = (ruleTopic: string, originalTopic: string, matchedPattern?: string | null): string => {
  if (!isWildcard(ruleTopic)) return ruleTopic
  const pieces = ruleTopic.split('*')
  const captures = typeof matchedPattern === 'string' && isWildcard(matchedPattern)
    ? wildcardCaptures(matchedPattern, originalTopic)
    : null
  if (captures !== null && countStars(ruleTopic) <= captures.length) {
    return pieces.reduce((acc, piece, i) => i === 0 ? piece : acc + captures[i - 1] + piece, '')
  }
  const prefix = pieces[0]
  const stem = prefix !== '' && originalTopic.startsWith(prefix) ? originalTopic.slice(prefix.length) : originalTopic
  return pieces.join(stem)
}

/**
 * The first rule whose `when` matches decides: `{ topics: [expanded topic], ruleIndex }`. Null when there are no
 * rules or none matches (the caller then publishes the default topics). `matchedPattern` is the hook's topic entry
 * that matched the original topic (Candidate.pattern).
 */
export const applyOutputRules = (
  rules: readonly OutputRule[] | null | undefined,
  originalTopic: string,
  outcome: DeliveryOutcome,
  matchedPattern?: string | null
): OutputDecision | null => {
  if (!Array.isArray(rules)) return null
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]
    if (rule === null || typeof rule !== 'object' || typeof rule.topic !== 'string') continue
    if (whenMatches(rule.when, outcome)) {
      return { topics: [expandOutputTopic(rule.topic, originalTopic, matchedPattern)], ruleIndex: i }
    }
  }
  return null
}

/** Checks a hook's `output` array when the hook is saved; null or undefined is no rules. */
export const validateOutputRules = (rules: unknown): OutputRule[] => {
  if (rules === null || rules === undefined) return []
  const fail = (index: number | null, field: string | null, reason: string): never => {
    const where = index === null ? 'Invalid output rules' : `Invalid output rule at index ${index}`
    throw new WharfError('VALIDATION_FAILED', `${where}: ${reason}`, { index, field })
  }
  if (!Array.isArray(rules)) return fail(null, null, 'output must be an array of { when, topic }')
  if (rules.length > MAX_OUTPUT_RULES) return fail(MAX_OUTPUT_RULES, null, `at most ${MAX_OUTPUT_RULES} rules`)
  return rules.map((rule: unknown, i): OutputRule => {
    if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return fail(i, null, 'a rule is an object { when, topic }')
    const { when, topic } = rule as Record<string, unknown>
    const parsed = parseWhen(when)
    if ('error' in parsed) return fail(i, 'when', parsed.error)
    try {
      validateTopicPattern(topic, 'topic')
    } catch (err) {
      return fail(i, 'topic', err instanceof Error ? err.message.replace(/^Invalid topic: /, '') : 'invalid topic')
    }
    return { when: when as string, topic: topic as string }
  })
}
