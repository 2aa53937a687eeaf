// Fixture: settingsSchema requires { url: string (uri) }; reports the settings it received (defaults applied).
import { definePlugin, delivered } from '../../../../sdk/index.ts'

export default definePlugin<{ url: string, timeoutMs: number }>({
  async deliver (_job, settings) {
    return delivered({ status: 202, details: { url: settings.url, timeoutMs: settings.timeoutMs } })
  }
})
