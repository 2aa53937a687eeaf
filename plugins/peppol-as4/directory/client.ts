/**
 * Peppol Directory indexer client: the SMP asks the Directory to (re)index or drop a participant, over mutual TLS
 * with the SMP certificate (PEPPOL.md (e); protocol in README.md beside this file).
 *
 *   const directory = new DirectoryClient({ baseUrl: 'https://test-directory.peppol.eu', certPem, keyPem })
 *   await directory.publish('0208:0123456749')   // PUT  {baseUrl}/indexer/1.0/  body iso6523-actorid-upis::0208:…
 *   await directory.remove('0208:0123456749')    // DELETE {baseUrl}/indexer/1.0/iso6523-actorid-upis%3A%3A0208%3A…
 *   await directory.isIndexed('0208:0123456749') // GET  {baseUrl}/indexer/1.0/{pct-id}: 2xx true, 404 false
 *
 * The real indexer only queues the work and answers 204 No Content at once; it fetches the business card from the
 * participant's SMP later (and retries failures). So publish() resolving means "accepted", not "visible in the
 * search"; isIndexed() or the public search tell when it is.
 *
 * Every failure is a DirectoryError with `code`:
 *   Forbidden   — HTTP 403: the Directory did not accept the client certificate (not an SMP certificate of its stage)
 *   BadRequest  — HTTP 400: the Directory could not parse the participant identifier
 *   HttpError   — any other non-2xx answer (status in `status`; 404 on PUT/DELETE means a wrong baseUrl)
 *   Network     — connection, TLS or timeout trouble
 * `retryable` is true for HTTP 408/429/5xx and Network errors other than certificate problems.
 */
import { type Dispatcher, request } from 'undici'
import { httpBaseUrl, ServiceCallError, smpDispatcher, TLS_CERT_ERRORS, withoutTrailingSlash, type SmpTlsOptions } from '../pki/smp-client-tls.ts'
import type { Identifier } from '../smp-xml/xml.ts'
import { directoryParticipantId } from './participant-id.ts'

export type DirectoryErrorCode = 'Forbidden' | 'BadRequest' | 'HttpError' | 'Network'
export type DirectoryOperation = 'publish' | 'remove' | 'isIndexed'

export class DirectoryError extends ServiceCallError<DirectoryErrorCode, DirectoryOperation> {
  constructor (code: DirectoryErrorCode, message: string, options: { retryable: boolean, operation: DirectoryOperation, status?: number, cause?: unknown }) {
    super('DirectoryError', code, message, options)
  }
}

/** The SMP certificate and key, the Directory's CA (`ca`) or a test dispatcher: SmpTlsOptions. */
export interface DirectoryClientOptions extends SmpTlsOptions {
  /** Directory base URL without /indexer, e.g. 'https://test-directory.peppol.eu' (a path prefix is kept). */
  baseUrl: string
  /** Per-request time limit, connection to last byte; default 30 s. */
  timeoutMs?: number
}

const MAX_BODY = 64 * 1024

export class DirectoryClient {
  readonly baseUrl: string
  readonly #dispatcher: Dispatcher
  readonly #ownDispatcher: boolean
  readonly #timeoutMs: number

  constructor (options: DirectoryClientOptions) {
    const url = httpBaseUrl(options.baseUrl)
    if (url.search !== '' || url.hash !== '') throw new TypeError('baseUrl must not have a query or fragment')
    this.baseUrl = withoutTrailingSlash(url)
    this.#timeoutMs = options.timeoutMs ?? 30_000
    if (options.dispatcher === undefined && (typeof options.certPem !== 'string' || typeof options.keyPem !== 'string')) {
      throw new TypeError('certPem and keyPem (the SMP certificate and key) are required')
    }
    const { dispatcher, own } = smpDispatcher(options, this.#timeoutMs)
    this.#dispatcher = dispatcher
    this.#ownDispatcher = own
  }

  /** Asks the Directory to (re)index the participant: PUT /indexer/1.0/ with the identifier as text/plain body. */
  async publish (participant: string | Identifier): Promise<void> {
    const id = directoryParticipantId(participant)
    await this.#call('publish', 'PUT', `${this.baseUrl}/indexer/1.0/`, id)
  }

  /** Asks the Directory to drop the participant: DELETE /indexer/1.0/{percent-encoded id}. */
  async remove (participant: string | Identifier): Promise<void> {
    const id = directoryParticipantId(participant)
    await this.#call('remove', 'DELETE', `${this.baseUrl}/indexer/1.0/${encodeURIComponent(id)}`)
  }

  /** Whether the Directory's index holds the participant now (GET /indexer/1.0/{id}: 2xx yes, 404 no). */
  async isIndexed (participant: string | Identifier): Promise<boolean> {
    const id = directoryParticipantId(participant)
    const status = await this.#call('isIndexed', 'GET', `${this.baseUrl}/indexer/1.0/${encodeURIComponent(id)}`, undefined, [404])
    return status !== 404
  }

  async close (): Promise<void> {
    if (this.#ownDispatcher) await this.#dispatcher.close()
  }

  async #call (operation: DirectoryOperation, method: 'PUT' | 'DELETE' | 'GET', url: string, body?: string, alsoOk: number[] = []): Promise<number> {
    const signal = AbortSignal.timeout(this.#timeoutMs)
    let status: number
    let text: string
    try {
      const res = await request(url, {
        method,
        dispatcher: this.#dispatcher,
        signal,
        headers: body === undefined ? {} : { 'content-type': 'text/plain; charset=utf-8' },
        ...(body === undefined ? {} : { body })
      })
      status = res.statusCode
      text = await readLimited(res.body, MAX_BODY)
    } catch (err) {
      const e = err as Error & { code?: string }
      if (signal.aborted || e.name === 'TimeoutError' || e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT' || e.code === 'UND_ERR_CONNECT_TIMEOUT') {
        throw new DirectoryError('Network', `${operation}: no complete answer from ${url} within ${this.#timeoutMs} ms`, { retryable: true, operation, cause: err })
      }
      const code = e.code ?? (e.cause as { code?: string } | undefined)?.code ?? ''
      const certProblem = TLS_CERT_ERRORS.test(code) || /certificate|alert/i.test(e.message)
      const hint = certProblem ? ' (TLS: check the Directory CA and that the client certificate is the SMP certificate)' : ''
      throw new DirectoryError('Network', `${operation}: ${url}: ${e.message}${code === '' ? '' : ` (${code})`}${hint}`, { retryable: !certProblem, operation, cause: err })
    }
    if ((status >= 200 && status < 300) || alsoOk.includes(status)) return status
    const snippet = text.slice(0, 300).replace(/\s+/g, ' ').trim()
    const said = snippet === '' ? '' : `: ${snippet}`
    if (status === 403) {
      throw new DirectoryError('Forbidden', `${operation}: the Directory refused the client certificate (HTTP 403)${said}; it must be a Peppol SMP certificate of the Directory's stage (test or production)`, { retryable: false, operation, status })
    }
    if (status === 400) {
      throw new DirectoryError('BadRequest', `${operation}: the Directory could not use the participant identifier (HTTP 400)${said}`, { retryable: false, operation, status })
    }
    throw new DirectoryError('HttpError', `${operation}: HTTP ${status} from ${url}${said}`, { retryable: status === 408 || status === 429 || status >= 500, operation, status })
  }
}

async function readLimited (body: AsyncIterable<Buffer | Uint8Array> & { destroy?: (err?: Error) => unknown }, max: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > max) { body.destroy?.(); break } // only a snippet is shown: the rest is not needed
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks).toString('utf8')
}
