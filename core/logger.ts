/**
 * pino options shared by the server and the CLI. Secrets never reach the logs: request bodies are not logged, and
 * these paths are redacted wherever they appear in a logged object.
 */
import pino, { type LoggerOptions, type DestinationStream, type Logger } from 'pino'

export const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers["subscription-key"]', 'req.headers.cookie',
  'headers.authorization', 'headers["subscription-key"]',
  '*.client_secret', '*.clientSecret', '*.password', '*.secret', '*.secureKey', '*.access_token', '*.token',
  'client_secret', 'clientSecret', 'password', 'secureKey', 'access_token', 'subscriptionKey', '*.subscriptionKey'
]

export function loggerOptions (level: string): LoggerOptions {
  return { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }
}

export function createLogger (level: string, destination?: DestinationStream): Logger {
  return destination === undefined ? pino(loggerOptions(level)) : pino(loggerOptions(level), destination)
}
