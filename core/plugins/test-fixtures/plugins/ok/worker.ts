// Fixture: delivers, logs, echoes what it was given; also answers lookups.
import { definePlugin, delivered, documentBytes, reachable } from '../../../../sdk/index.ts'

interface Settings { greeting: string }

export default definePlugin<Settings>({
  async deliver (job, settings, ctx) {
    ctx.log.info('delivering', { topic: job.topic, attempt: job.attempt })
    const bytes = documentBytes(job)
    return delivered({
      status: 200,
      details: {
        deliveryId: job.deliveryId,
        greeting: settings.greeting,
        documentLength: bytes?.length ?? null,
        plugin: ctx.plugin.name,
        deadlineInFuture: ctx.deadline > Date.now()
      }
    })
  },
  async lookup (recipient, documentType, _settings, ctx) {
    ctx.log.info('lookup', { recipient: recipient.value })
    return reachable(recipient.value.startsWith('0208:'), { details: { documentType } })
  }
})
