/**
 * The mailfrom plugin takes documents in (routes.ts starts its SMTP receiver); its hooks listen to no topic, so no
 * delivery should reach this thread module. One that does (a hook given topics by hand) fails for good.
 */
import { definePlugin, failed } from '../../core/sdk/index.ts'

export default definePlugin({
  deliver: async () => failed('INBOUND_ONLY', 'a mailfrom:// hook takes documents in by email; it delivers nothing: give it no topics')
})
