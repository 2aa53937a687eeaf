/**
 * Requests Node's HTTP parser refuses before fastify sees them (a bad Content-Length, a garbage request line,
 * headers over the size limit, a request that did not arrive in time) are answered with the one documented error
 * body, not Node's or fastify's own: a complete HTTP/1.1 response, `content-type: application/json`,
 * `{ code, message, requestId }` from the catalogue (core/errors.ts), and `connection: close`; the socket is then closed (the
 * parser cannot find the next request in what follows).
 *
 *   Fastify({ clientErrorHandler })
 *
 * 431 HEADERS_TOO_LARGE for headers over the limit, 408 REQUEST_TIMEOUT for Node's headers and request time limits,
 * 400 BAD_REQUEST for everything else. Only the error's code is logged (debug): the raw bytes may hold credentials.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { WharfError } from '../errors.ts'

const REASONS: Record<string, string> = {
  HPE_INVALID_CONTENT_LENGTH: 'invalid Content-Length',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'Content-Length together with Transfer-Encoding',
  HPE_INVALID_TRANSFER_ENCODING: 'invalid Transfer-Encoding',
  HPE_INVALID_CHUNK_SIZE: 'invalid chunk size',
  HPE_INVALID_METHOD: 'malformed request line',
  HPE_INVALID_URL: 'malformed request line',
  HPE_INVALID_VERSION: 'malformed request line',
  HPE_INVALID_CONSTANT: 'malformed request line',
  HPE_INVALID_HEADER_TOKEN: 'malformed header',
  HPE_LF_EXPECTED: 'malformed line ending',
  HPE_CR_EXPECTED: 'malformed line ending'
}

/** The catalogue error for an error of Node's HTTP parser or of its time limits. */
export function clientErrorOf (err: NodeJS.ErrnoException): WharfError {
  if (err.code === 'HPE_HEADER_OVERFLOW') return new WharfError('HEADERS_TOO_LARGE')
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'HPE_HEADERS_TIMEOUT') {
    return new WharfError('REQUEST_TIMEOUT', 'The request did not arrive in time')
  }
  return new WharfError('BAD_REQUEST', `Malformed HTTP request: ${(err.code !== undefined ? REASONS[err.code] : undefined) ?? 'it cannot be parsed'}`)
}

export function clientErrorHandler (this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const wharfErr = clientErrorOf(err)
  // No fastify request exists: an id of its own, in the log line and the body as for every other error.
  const requestId = randomUUID()
  this.log.debug({ reqId: requestId, code: err.code, status: wharfErr.statusCode }, 'refused by the HTTP parser')
  if (!socket.writable) { socket.destroy(); return }
  const body = JSON.stringify({ ...wharfErr.toBody(), requestId })
  const head = [
    `HTTP/1.1 ${wharfErr.statusCode} ${http.STATUS_CODES[wharfErr.statusCode] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close'
  ].join('\r\n')
  socket.end(`${head}\r\n\r\n${body}`, () => { socket.destroy() })
}
