/**
 * The request a piece of work belongs to, across awaits (AsyncLocalStorage): core/http/request-id.ts enters it for
 * every request, and the logger (core/logger.ts) adds its id as `reqId` to every line logged while serving the
 * request, also through loggers that are not the request's own (wharf.log, plugin host loggers).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export interface RequestContext { requestId: string }

export const requestContext = new AsyncLocalStorage<RequestContext>()

/** Marks a logger (and, through pino's prototype chain, its children) as already carrying the request id. */
export const CARRIES_REQUEST_ID = Symbol.for('wharf.logger.carriesRequestId')
