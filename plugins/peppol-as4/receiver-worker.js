// @ts-check
/**
 * Piscina worker entry of the AS4 receiver's crypto pool (receiver-pool.ts): plain JavaScript that registers tsx
 * (as core/plugins/worker.js does for plugin entries) and loads receiver-task.ts at start, so the first message
 * does not wait for module loading. The default export runs one InboundTask (see inbound-crypto.ts).
 */
import { ensureTypeScript } from '../../core/plugins/invoke.js'

await ensureTypeScript()
const task = await import('./receiver-task.ts')
export default task.runInboundTask
