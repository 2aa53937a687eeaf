/**
 * The batch channel collects on the main thread (host.ts registers a local delivery for `batch`): hook.deliver jobs
 * of a batch hook never reach this thread. A send command routed to a batch hook (topics Send*) is refused for
 * good: a batch publishes events, it does not send documents.
 */
import { definePlugin, failed } from '../../core/sdk/index.ts'

export default definePlugin({
  deliver: async () => failed('NOT_A_SEND_CHANNEL', 'a batch hook collects events (e.g. InvoiceReceived) into batches; it does not send documents')
})
