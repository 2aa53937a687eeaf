/**
 * sftp-pull takes documents in (plugins/sftp-pull/README.md): its work runs on the main thread (host.ts). A source
 * hook listens to no topics, so routing never sends it a job; should one come anyway, it is refused for good.
 */
import { definePlugin, failed } from '../../core/sdk/index.ts'

export default definePlugin({
  deliver: async () => failed('NOT_A_DELIVERY_CHANNEL', 'sftp-pull takes documents in from SFTP; it delivers nothing (use the sftp channel to upload)')
})
