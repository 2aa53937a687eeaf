/**
 * Source hooks: hooks that bring documents IN instead of delivering them. A source hook has `publishTopics`: exactly
 * one send command (SendInvoice, SendOrder, ...) that each document it takes in publishes, as if it had come through
 * the API. Its action is a URL whose scheme names where the documents come from:
 *
 *   sftp://user[:password]@host:port?readDirectory=...#SHA256:<host key>   polled by plugins/sftp-pull
 *
 * How a source hook is told apart from a channel hook of the same scheme: by `publishTopics`. The SFTP push channel
 * (plugins/sftp) is the bare action `sftp` (its server comes from the operator's settings); an `sftp://` URL action
 * is always a source hook and needs `publishTopics`. A source hook listens to no topics (`topics` is empty and may
 * not be given), so routing never hands it an event or a command. It must belong to a party (`partyId`): the party
 * its documents are sent for. Its credentials (the URL's userinfo) are sealed like an httpsin:// action's
 * (core/hooks/action-credentials.ts). Its plugin, for enablement per tenant, serves the action `<scheme>-pull`.
 */
import { isCommandTopic, isWildcard } from '../events/index.ts'
import { actionName } from '../plugins/catalogue.ts'
import { invalid } from './validate.ts'

/** URL schemes of source hook actions, and the plugin action that serves each. */
export const SOURCE_SCHEMES: Readonly<Record<string, string>> = { sftp: 'sftp-pull' }

export const isSourceAction = (action: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(action) && SOURCE_SCHEMES[actionName(action)] !== undefined

/** The action the enablement check looks up: `sftp-pull` for an `sftp://` source hook, else the action itself. */
export const enablementAction = (action: string): string => isSourceAction(action) ? SOURCE_SCHEMES[actionName(action)] : action

/** publishTopics as stored: [] for a channel hook, exactly one send command for a source hook. */
export function checkPublishTopics (publishTopics: unknown, action: string, partyId: string | null): string[] {
  const given = publishTopics !== undefined && publishTopics !== null
  if (!isSourceAction(action)) {
    if (given && !(Array.isArray(publishTopics) && publishTopics.length === 0)) {
      throw invalid('publishTopics', `only a source hook takes publishTopics (an action ${Object.keys(SOURCE_SCHEMES).map(s => `${s}://`).join(', ')})`)
    }
    return []
  }
  if (!Array.isArray(publishTopics) || publishTopics.length !== 1 || typeof publishTopics[0] !== 'string') {
    throw invalid('publishTopics', 'a source hook needs exactly one publishTopics entry, the send command its documents publish (e.g. ["SendInvoice"])')
  }
  const topic = publishTopics[0]
  if (isWildcard(topic) || !isCommandTopic(topic) || !/^Send[A-Z][A-Za-z]*$/.test(topic) || topic.endsWith('Fallback')) {
    throw invalid('publishTopics', `${topic} is not a send command (SendInvoice, SendOrder, ...)`, { topic })
  }
  if (partyId === null) throw invalid('partyId', 'a source hook belongs to a party: give partyId (its documents are sent for it)')
  return [topic]
}
