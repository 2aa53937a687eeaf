/**
 * The validation worker pool: piscina threads running core/validation/worker.ts, started on first use (a process
 * that never validates starts none). Each thread loads a compiled rule set once and keeps it.
 *
 *   const pool = createValidationPool({ threads })   // one per process (service.ts: WHARF_VALIDATION_THREADS)
 *   await pool.validate(xml, { optionId })     // ValidationResult; throws WharfError for request errors
 */
import path from 'node:path'
import { Piscina } from 'piscina'
import { WharfError } from '../errors.ts'
import { projectRoot, runtimeFile } from '../paths.ts'
import { threadExecArgv, workerExecArgv } from '../plugins/worker-options.ts'
import { mergeShares, type ValidationResult } from './validate.ts'
import type { ValidationAnswer, ValidationTask } from './worker.ts'
import { record } from '../metrics/registry.ts'
import { stopwatch } from '../clock.ts'

export interface ValidationPool {
  validate: (xml: string, opts?: { optionId?: string, ruleSets?: string[], skipSchema?: boolean }) => Promise<ValidationResult>
  /** Loads rule sets into every thread (the first validation then does not pay for it), and runs `xml` through the
   * XSD and the rules there when given (core/validation/warm.ts); returns heap per thread. */
  warm: (ids: string[], xml?: string) => Promise<number[]>
  close: () => Promise<void>
}

const ERROR_CODES: Record<string, 'VALIDATION_FAILED' | 'UNSUPPORTED_DOCUMENT' | 'INVALID_XML' | 'XML_DTD_NOT_ALLOWED' | 'UNAVAILABLE'> = {
  UNKNOWN_OPTION: 'VALIDATION_FAILED',
  OPTION_MISMATCH: 'VALIDATION_FAILED',
  UNSUPPORTED_DOCUMENT: 'UNSUPPORTED_DOCUMENT',
  INVALID_XML: 'INVALID_XML',
  XML_DTD_NOT_ALLOWED: 'XML_DTD_NOT_ALLOWED',
  RULES_NOT_COMPILED: 'UNAVAILABLE'
}

const MAX_SHARES = 3

/** `threads`: the process's setting (config.validation.threads, WHARF_VALIDATION_THREADS); scripts pass their own. */
export function createValidationPool (opts: { threads: number }): ValidationPool {
  const threads = Math.max(1, opts.threads)
  let piscina: Piscina<ValidationTask, ValidationAnswer> | undefined
  /** Tasks handed to the threads and not yet answered. */
  let inFlight = 0
  const pool = (): Piscina<ValidationTask, ValidationAnswer> => {
    piscina ??= new Piscina<ValidationTask, ValidationAnswer>({
      filename: runtimeFile(path.join(projectRoot, 'core', 'validation', 'worker.ts')),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 10 * 60_000,
      // SaxonJS's evaluation of the deeper rules recurses; the XRechnung CII rules need more than the default stack.
      execArgv: threadExecArgv(workerExecArgv()),
      resourceLimits: { stackSizeMb: 32, maxOldGenerationSizeMb: 1024 }
    })
    return piscina
  }
  return {
    async validate (xml, o = {}) {
      const elapsed = stopwatch()
      // One document's rule sets run on several threads at once when threads are idle (each thread scans the document
      // and takes its share; the XSD goes with the last one): a large invoice's CEN and Peppol rules take seconds
      // each on one thread. Under load every thread is busy anyway, and a share costs a scan and a hand-off more, so
      // a document then goes whole to one thread. No option has more than three rule sets. A request error is the
      // same in every share.
      const shares = Math.max(1, Math.min(threads - inFlight, MAX_SHARES))
      inFlight += shares
      let answers: ValidationAnswer[]
      try {
        answers = shares === 1
          ? [await pool().run({ xml, ...o })]
          : await Promise.all(Array.from({ length: shares }, async (_, index) => await pool().run({ xml, ...o, share: { index, of: shares } })))
      } finally {
        inFlight -= shares
      }
      const failed = answers.find(a => !a.ok)
      record.validation(failed === undefined ? 'ok' : 'error', elapsed())
      if (failed !== undefined && !failed.ok) {
        const details = failed.code === 'UNKNOWN_OPTION' || failed.code === 'OPTION_MISMATCH' ? { field: 'optionId' } : undefined
        throw new WharfError(ERROR_CODES[failed.code] ?? 'INTERNAL', failed.message, details)
      }
      const results = answers.map(a => (a.ok ? a.result : null) as ValidationResult)
      return shares === 1 ? results[0] as ValidationResult : mergeShares(results)
    },
    async warm (ids, xml) {
      const p = pool()
      const answers = await Promise.all(Array.from({ length: threads }, async () => await p.run({ warm: ids, ...(xml !== undefined ? { xml } : {}) })))
      return answers.map(a => (a.ok ? a.heapUsed : 0))
    },
    async close () { await piscina?.destroy(); piscina = undefined }
  }
}
