/**
 * Template channel plugin: POSTs each document (kind 'document': its bytes) or event (kind 'event': its JSON) to the
 * URL in the tenant's settings. Copy the folder to plugins/<your-name>/, rename it in wharf-plugin.json, and replace
 * the body of deliver() with your channel. See PLUGINS.md at the repository root.
 *
 * The contract, in short: return delivered(...) / failed(...) / retryable(...), never throw for an expected problem;
 * honour ctx.signal; log through ctx.log; read the hook's own values from job.hook (url, settings).
 */
import { definePlugin, delivered, documentBytes, failed, retryable, timeLeft, type DeliveryJob, type DeliveryResult, type PluginContext } from '../../core/sdk/index.ts'

/** Mirrors settingsSchema in wharf-plugin.json; the host fills defaults before deliver() runs. */
export interface TemplateSettings {
  url: string
  apiKey?: string
  timeoutMs: number
}

export async function deliver (job: DeliveryJob, settings: TemplateSettings, ctx: PluginContext): Promise<DeliveryResult> {
  const bytes = documentBytes(job)
  const body = bytes ?? JSON.stringify(job.payload ?? {})
  const headers: Record<string, string> = {
    'content-type': job.document?.mediaType ?? 'application/json',
    // the same on every attempt of this delivery: the receiver can drop duplicates with it
    'x-service-delivery': job.deliveryId
  }
  if (job.documentId !== undefined) headers['x-service-document-id'] = job.documentId
  if (settings.apiKey !== undefined) headers.authorization = `Bearer ${settings.apiKey}`

  ctx.log.info('posting', { attempt: job.attempt, bytes: typeof body === 'string' ? body.length : body.length })
  let res: Response
  try {
    res = await fetch(settings.url, {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
      signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(Math.min(settings.timeoutMs, timeLeft(ctx)))])
    })
    await res.arrayBuffer() // read the answer so the connection can be reused
  } catch (err) {
    const e = err as Error
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return retryable('TIMEOUT', 'no answer in time', { condition: 'timeout' })
    return retryable('CONNECTION_FAILED', `${e.message}${e.cause instanceof Error ? `: ${e.cause.message}` : ''}`)
  }
  if (res.ok) return delivered({ status: res.status })
  // Server trouble and rate limits may pass; anything else will fail again the same way.
  if (res.status >= 500 || res.status === 429 || res.status === 408) return retryable('HTTP_ERROR', `HTTP ${res.status}`, { status: res.status })
  return failed('HTTP_ERROR', `HTTP ${res.status}`, { status: res.status })
}

export default definePlugin<TemplateSettings>({ deliver })
