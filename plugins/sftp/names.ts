/**
 * Remote path building for the SFTP channel: the final file name from a `{{placeholder}}` template, made safe to be a
 * single path component; the optional hook subdirectory, checked to stay below the configured directory; and the
 * temporary name a file is written under before its atomic rename. Pure functions, no I/O.
 *
 *   remotePaths({ directory: 'in', subdirectory: 'acme', filename: '{{documentId}}.xml' }, values)
 *   // -> { dir: 'in/acme', finalPath: 'in/acme/<id>.xml', tempPath: 'in/acme/.<id>.xml.<random>.part' }
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'

/** Replaces `{{name}}` by values[name]; unknown placeholders are an error (a typo would otherwise name every file alike). */
export function fillName (template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g, (_m, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`unknown placeholder {{${key}}} in the file name template`)
    return values[key]
  })
}

/** One path component: no separators, no control characters, no leading dots, at most 200 characters. */
export function safeComponent (name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[/\\\u0000-\u001f\u007f:*?"<>|]/g, '_').replace(/^[.\s]+/, '').trim().slice(0, 200)
  if (cleaned === '') throw new Error(`"${name}" cannot be used as a file name`)
  return cleaned
}

/** A relative subdirectory of plain segments (letters, digits, `.`, `_`, `-`; no `.` or `..` segment). */
export function checkSubdirectory (sub: string): string {
  const segments = sub.split('/').filter(s => s !== '')
  for (const s of segments) {
    if (s === '.' || s === '..' || !/^[A-Za-z0-9._-]{1,100}$/.test(s)) throw new Error(`subdirectory "${sub}" is not allowed (plain names separated by /, no ..)`)
  }
  return segments.join('/')
}

export interface RemotePaths { dir: string, finalPath: string, tempPath: string, finalName: string }

export function remotePaths (options: { directory: string, subdirectory?: string, filename: string }, values: Record<string, string>): RemotePaths {
  const finalName = safeComponent(fillName(options.filename, values))
  const sub = options.subdirectory === undefined || options.subdirectory === '' ? '' : checkSubdirectory(options.subdirectory)
  const dir = path.posix.join(options.directory === '' ? '.' : options.directory, sub)
  const tempName = `.${finalName}.${randomBytes(6).toString('hex')}.part`
  return { dir, finalName, finalPath: path.posix.join(dir, finalName), tempPath: path.posix.join(dir, tempName) }
}
