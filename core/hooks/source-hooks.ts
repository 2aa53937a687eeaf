/**
 * Source hooks: hooks that bring documents IN instead of delivering them. A source hook has `publishTopics`: exactly
 * one send command (SendInvoice, SendOrder, ...) that each document it takes in publishes, as if it had come through
 * the API. Its action is a URL whose scheme names where the documents come from:
 *
 *   sftp://user[:password]@host:port?readDirectory=...#SHA256:<host key>   polled by plugins/sftp-pull
 *   mailfrom://<from>?to=$token$        an inbound mail address (core/hooks/inbound-address.ts), plugins/mailfrom
 *
 * Source hooks are the "inbound hooks" of the API documentation; both names mean the same.
 *
 * How a source hook is told apart from a channel hook of the same scheme: by `publishTopics`. The SFTP push channel
 * (plugins/sftp) is the bare action `sftp` (its server comes from the operator's settings); an `sftp://` URL action
 * is always a source hook and needs `publishTopics`. A source hook listens to no topics (`topics` is empty and may
 * not be given), so routing never hands it an event or a command. It must belong to a party (`partyId`): the party
 * its documents are sent for. Its credentials (the URL's userinfo) are sealed like an httpsin:// action's
 * (core/hooks/action-credentials.ts). Its plugin, for enablement per tenant, serves the action `<scheme>-pull`.
 */
import { SENDABLE_COMMANDS } from '../documents/topics.ts'
import { actionName } from '../plugins/catalogue.ts'
import { invalid } from './validate.ts'

/** URL schemes of source hook actions, and the plugin action that serves each. */
export const SOURCE_SCHEMES: Readonly<Record<string, string>> = { sftp: 'sftp-pull', mailfrom: 'mailfrom' }

export const isSourceAction = (action: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(action) && SOURCE_SCHEMES[actionName(action)] !== undefined

/** The action the enablement check looks up: `sftp-pull` for an `sftp://` source hook, else the action itself. */
export const enablementAction = (action: string): string => isSourceAction(action) ? SOURCE_SCHEMES[actionName(action)] : action

/** publishTopics as stored: [] for a channel hook, exactly one send command (core/documents/topics.ts
 * SENDABLE_COMMANDS) for an inbound hook, which belongs to one party. */
export function checkPublishTopics (publishTopics: unknown, action: string, partyId: string | null): string[] {
  const given = publishTopics !== undefined && publishTopics !== null
  if (!isSourceAction(action)) {
    if (given && !(Array.isArray(publishTopics) && publishTopics.length === 0)) {
      throw invalid('publishTopics', `only an inbound hook takes publishTopics (an action ${Object.keys(SOURCE_SCHEMES).map(s => `${s}://`).join(', ')}); remove publishTopics`)
    }
    return []
  }
  const commands = Object.keys(SENDABLE_COMMANDS).join(', ')
  if (!Array.isArray(publishTopics) || publishTopics.length !== 1) {
    throw invalid('publishTopics', `an inbound hook needs exactly one publishTopics entry, the send command its documents publish: one of ${commands}`)
  }
  const [topic] = publishTopics as unknown[]
  if (typeof topic !== 'string' || !Object.hasOwn(SENDABLE_COMMANDS, topic)) {
    throw invalid('publishTopics', `${String(topic)} is not a send command: use one of ${commands}`, { topic })
  }
  if (partyId === null) throw invalid('partyId', `an inbound hook (${actionName(action)}://) belongs to one party: give partyId (its documents are sent for it)`)
  return [topic]
}
