/**
 * The client side of the SMP's own calls to Peppol services over mutual TLS with the SMP certificate: SML management
 * (bdmsl/client.ts) and the Directory indexer (directory/client.ts). Both take an http(s) base URL and either a test
 * dispatcher or the SMP certificate and key, tell certificate trouble (not retryable) from other network errors, and
 * fail with a ServiceCallError.
 */
import { Agent, type Dispatcher } from 'undici'

/** A failed call to the service: `code`, whether trying again may help, the operation, and the HTTP status if any. */
export class ServiceCallError<C extends string, O extends string> extends Error {
  readonly code: C
  readonly retryable: boolean
  readonly operation: O
  /** HTTP status when a response arrived. */
  readonly status?: number

  constructor (name: string, code: C, message: string, options: { retryable: boolean, operation: O, status?: number, cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = name
    this.code = code
    this.retryable = options.retryable
    this.operation = options.operation
    if (options.status !== undefined) this.status = options.status
  }
}

/** Error codes of TLS failures caused by a certificate: retrying does not help. */
export const TLS_CERT_ERRORS = /^(ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|ERR_SSL_)/

/** `text` as a base URL without trailing slashes; TypeError unless it is an http(s) URL (new URL throws on garbage). */
export function httpBaseUrl (text: string): URL {
  const url = new URL(text)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError('baseUrl must be an http(s) URL')
  return url
}

/** The URL's text without trailing slashes. */
export const withoutTrailingSlash = (url: URL): string => url.toString().replace(/\/+$/, '')

export interface SmpTlsOptions {
  /** The SMP certificate (PEM; may include the chain) and its private key (PEM). */
  certPem: string
  keyPem: string
  /** CA certificates (PEM) to trust for the service's TLS certificate instead of Node's defaults. */
  ca?: string | string[]
  /** Test hook: use this dispatcher instead of an mTLS Agent made from certPem/keyPem/ca. */
  dispatcher?: Dispatcher
}

/**
 * The dispatcher to call the service with: options.dispatcher (the caller's: `own` false), or an Agent presenting the
 * SMP certificate whose connect, headers and body timeouts are `timeoutMs` (`own` true: the client closes it).
 */
export function smpDispatcher (options: SmpTlsOptions, timeoutMs: number): { dispatcher: Dispatcher, own: boolean } {
  if (options.dispatcher !== undefined) return { dispatcher: options.dispatcher, own: false }
  const dispatcher = new Agent({
    connect: { cert: options.certPem, key: options.keyPem, ...(options.ca === undefined ? {} : { ca: options.ca }), timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs
  })
  return { dispatcher, own: true }
}
