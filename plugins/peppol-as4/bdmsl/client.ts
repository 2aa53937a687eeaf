/**
 * BDMSL (SML management) client: SOAP 1.1 over mutual TLS with the SMP certificate (PEPPOL.md (f)).
 *
 *   const sml = new BdmslClient({ baseUrl: 'https://api.sml.test.tech.peppol.org/edelivery-sml', smpId: 'WHARF-SMP',
 *                                 certPem, keyPem })
 *   await sml.createSmp('https://smp.example.com', '203.0.113.7')
 *   await sml.createParticipant({ scheme: 'iso6523-actorid-upis', value: '0208:0123456749' })
 *
 * Every failure is a BdmslError with `code`:
 *   BadRequest | NotFound | Unauthorized | InternalError  — a SOAP fault from the SML (fault detail; without detail:
 *                                                          soap:Client → BadRequest, otherwise InternalError)
 *   HttpError  — a non-SOAP answer (status in `status`), or a response that cannot be parsed
 *   Network    — connection, TLS or timeout trouble
 * `retryable` is true for InternalError, Network errors other than certificate problems, and HTTP 408/429/5xx.
 */
import { type Dispatcher, request } from 'undici'
import { httpBaseUrl, ServiceCallError, smpDispatcher, TLS_CERT_ERRORS, withoutTrailingSlash, type SmpTlsOptions } from '../pki/smp-client-tls.ts'
import type { SmlParticipant } from '../sml/naming.ts'
import {
  BdmslFault, type BdmslOperation, type BdmslRequest, type BdmslResponse, buildRequest, type ParticipantPage,
  parseResponse, type SmpReadResult
} from './messages.ts'

export type BdmslErrorCode = 'BadRequest' | 'NotFound' | 'Unauthorized' | 'InternalError' | 'HttpError' | 'Network'

export class BdmslError extends ServiceCallError<BdmslErrorCode, BdmslOperation> {
  /** SOAP faultcode when the answer was a fault. */
  readonly faultcode?: string

  constructor (code: BdmslErrorCode, message: string, options: { retryable: boolean, operation: BdmslOperation, status?: number, faultcode?: string, cause?: unknown }) {
    super('BdmslError', code, message, options)
    if (options.faultcode !== undefined) this.faultcode = options.faultcode
  }
}

/** The SMP certificate and key, the SML's CA (`ca`) or a test dispatcher: SmpTlsOptions. */
export interface BdmslClientOptions extends SmpTlsOptions {
  /** SML base URL without the endpoint names, e.g. 'https://api.sml.test.tech.peppol.org/edelivery-sml'. */
  baseUrl: string
  /** The SMP id this client acts for (ServiceMetadataPublisherID). */
  smpId: string
  /** Per-request time limit, connection to last byte; default 30 s. */
  timeoutMs?: number
  /** Largest accepted response body in bytes; default 10 MiB. */
  maxResponseBytes?: number
}

export class BdmslClient {
  readonly baseUrl: string
  readonly smpId: string
  readonly #dispatcher: Dispatcher
  readonly #ownDispatcher: boolean
  readonly #timeoutMs: number
  readonly #maxBytes: number

  constructor (options: BdmslClientOptions) {
    this.baseUrl = withoutTrailingSlash(httpBaseUrl(options.baseUrl))
    if (typeof options.smpId !== 'string' || options.smpId.trim() === '') throw new TypeError('smpId is required')
    this.smpId = options.smpId.trim()
    this.#timeoutMs = options.timeoutMs ?? 30_000
    this.#maxBytes = options.maxResponseBytes ?? 10 * 1024 * 1024
    const { dispatcher, own } = smpDispatcher(options, this.#timeoutMs)
    this.#dispatcher = dispatcher
    this.#ownDispatcher = own
  }

  async createSmp (logicalAddress: string, physicalAddress: string): Promise<void> {
    await this.#call({ operation: 'CreateSmp', smpId: this.smpId, logicalAddress, physicalAddress })
  }

  async readSmp (): Promise<SmpReadResult> {
    const r = await this.#call({ operation: 'ReadSmp', smpId: this.smpId })
    if (r.operation !== 'ReadSmp') throw new Error('unreachable')
    return { smpId: r.smpId, logicalAddress: r.logicalAddress, physicalAddress: r.physicalAddress }
  }

  async updateSmp (logicalAddress: string, physicalAddress: string): Promise<void> {
    await this.#call({ operation: 'UpdateSmp', smpId: this.smpId, logicalAddress, physicalAddress })
  }

  async deleteSmp (): Promise<void> {
    await this.#call({ operation: 'DeleteSmp', smpId: this.smpId })
  }

  async createParticipant (participant: SmlParticipant): Promise<void> {
    await this.#call({ operation: 'CreateParticipant', smpId: this.smpId, participant })
  }

  async deleteParticipant (participant: SmlParticipant): Promise<void> {
    await this.#call({ operation: 'DeleteParticipant', smpId: this.smpId, participant })
  }

  async createParticipants (participants: SmlParticipant[]): Promise<void> {
    await this.#call({ operation: 'CreateParticipantList', smpId: this.smpId, participants })
  }

  async deleteParticipants (participants: SmlParticipant[]): Promise<void> {
    await this.#call({ operation: 'DeleteParticipantList', smpId: this.smpId, participants })
  }

  /** One page of this SMP's participants. */
  async listParticipantsPage (nextPageIdentifier?: string): Promise<ParticipantPage> {
    const r = await this.#call({
      operation: 'ListParticipants', smpId: this.smpId, ...(nextPageIdentifier === undefined ? {} : { nextPageIdentifier })
    })
    if (r.operation !== 'ListParticipants') throw new Error('unreachable')
    return { participants: r.participants, ...(r.smpId === undefined ? {} : { smpId: r.smpId }), ...(r.nextPageIdentifier === undefined ? {} : { nextPageIdentifier: r.nextPageIdentifier }) }
  }

  /** All of this SMP's participants, following NextPageIdentifier (at most `maxPages` pages, default 10000). */
  async listParticipants (maxPages = 10_000): Promise<SmlParticipant[]> {
    const out: SmlParticipant[] = []
    const seen = new Set<string>()
    let next: string | undefined
    for (let i = 0; i < maxPages; i++) {
      const page = await this.listParticipantsPage(next)
      out.push(...page.participants)
      if (page.nextPageIdentifier === undefined) return out
      if (seen.has(page.nextPageIdentifier)) {
        throw new BdmslError('HttpError', `The SML repeated NextPageIdentifier ${JSON.stringify(page.nextPageIdentifier)}`, { retryable: false, operation: 'ListParticipants' })
      }
      seen.add(page.nextPageIdentifier)
      next = page.nextPageIdentifier
    }
    throw new BdmslError('HttpError', `More than ${maxPages} pages of participants`, { retryable: false, operation: 'ListParticipants' })
  }

  /** As the current SMP: register `migrationKey` for handing `participant` over (see generateMigrationKey). */
  async prepareToMigrate (participant: SmlParticipant, migrationKey: string): Promise<void> {
    await this.#call({ operation: 'PrepareToMigrate', smpId: this.smpId, participant, migrationKey })
  }

  /** As the new SMP: take `participant` over with the key the current SMP registered. */
  async migrate (participant: SmlParticipant, migrationKey: string): Promise<void> {
    await this.#call({ operation: 'Migrate', smpId: this.smpId, participant, migrationKey })
  }

  async close (): Promise<void> {
    if (this.#ownDispatcher) await this.#dispatcher.close()
  }

  async #call (req: BdmslRequest): Promise<BdmslResponse> {
    const operation = req.operation
    const { endpoint, soapAction, xml } = buildRequest(req)
    const url = `${this.baseUrl}/${endpoint}`
    let status: number
    let text: string
    const signal = AbortSignal.timeout(this.#timeoutMs)
    try {
      const res = await request(url, {
        method: 'POST',
        dispatcher: this.#dispatcher,
        signal,
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${soapAction}"`, accept: 'text/xml' },
        body: xml
      })
      status = res.statusCode
      text = await readLimited(res.body, this.#maxBytes)
    } catch (err) {
      const e = err as Error & { code?: string }
      if (signal.aborted || e.name === 'TimeoutError' || e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT' || e.code === 'UND_ERR_CONNECT_TIMEOUT') {
        throw new BdmslError('Network', `${operation}: no complete answer from ${url} within ${this.#timeoutMs} ms`, { retryable: true, operation, cause: err })
      }
      if (e instanceof BdmslError) throw e
      const code = e.code ?? (e.cause as { code?: string } | undefined)?.code ?? ''
      const certProblem = TLS_CERT_ERRORS.test(code)
      throw new BdmslError('Network', `${operation}: ${url}: ${e.message}${code === '' ? '' : ` (${code})`}`, { retryable: !certProblem, operation, cause: err })
    }

    let parsed: ReturnType<typeof parseResponse> | undefined
    try {
      parsed = parseResponse(text, operation)
    } catch (err) {
      if (!(err instanceof BdmslFault)) throw err
      parsed = undefined
    }
    if (parsed !== undefined && !parsed.ok) {
      const f = parsed.fault
      throw new BdmslError(f.code, f.message, { retryable: f.code === 'InternalError', operation, status, faultcode: f.faultcode })
    }
    if (status < 200 || status >= 300 || parsed === undefined) {
      const snippet = text.slice(0, 200).replace(/\s+/g, ' ')
      throw new BdmslError('HttpError', `${operation}: HTTP ${status} from ${url}${parsed === undefined ? ' (not a usable SOAP response)' : ''}: ${snippet}`, {
        retryable: status === 408 || status === 429 || status >= 500, operation, status
      })
    }
    return parsed.response
  }
}

async function readLimited (body: AsyncIterable<Buffer | Uint8Array> & { destroy?: (err?: Error) => unknown }, max: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > max) {
      body.destroy?.()
      throw new Error(`response larger than ${max} bytes`)
    }
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks).toString('utf8')
}
