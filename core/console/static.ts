/**
 * GET /console/...: the operator console's files (web/console), served by Wharf itself; nothing comes from a
 * CDN. The files are read once when the route group is registered (a handful of small ES modules, a stylesheet and
 * one HTML page), so a request never touches the file system and only the names found there exist: no path from the
 * URL reaches the disk.
 *
 * Every answer carries the content type of its extension, an ETag (sha-256 of the bytes) with `Cache-Control:
 * no-cache` (no bundler, so names carry no content hash: the browser keeps the file and revalidates it, a 304 when
 * unchanged), and the console's Content-Security-Policy: scripts, styles and API calls from this origin only, no
 * inline script or style, no framing. The files hold no data and need no credential (`auth: 'public'`); the pages ask
 * the existing APIs for data with the token the operator signs in with.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { projectRoot } from '../paths.ts'

export const CONSOLE_ROOT = path.join(projectRoot, 'web', 'console')

export const CONSOLE_CSP = [
  "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'",
  "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'"
].join('; ')

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8'
}

interface ConsoleFile { bytes: Buffer, type: string, etag: string }

/** Every servable file under `root`, by its URL path below /console/ (e.g. `pages/tenants.js`). */
export function readConsoleFiles (root: string = CONSOLE_ROOT): Map<string, ConsoleFile> {
  const files = new Map<string, ConsoleFile>()
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) { walk(full); continue }
      const type = TYPES[path.extname(entry.name)]
      if (type === undefined || entry.name.startsWith('.')) continue
      const bytes = fs.readFileSync(full)
      const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`
      files.set(path.relative(root, full).split(path.sep).join('/'), { bytes, type, etag })
    }
  }
  walk(root)
  return files
}

function securityHeaders (reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', CONSOLE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
}

export async function consoleStaticRoutes (app: FastifyInstance, opts: { root?: string } = {}): Promise<void> {
  const files = readConsoleFiles(opts.root)
  const route = { schema: { hide: true }, config: { auth: 'public' as const } }

  app.get('/console', route, async (_req, reply) => await securityHeaders(reply).redirect('/console/', 302))
  app.get('/console/*', route, async (req, reply) => {
    const rest = (req.params as { '*': string })['*']
    const file = files.get(rest === '' ? 'index.html' : rest)
    if (file === undefined) { reply.callNotFound(); return await reply }
    securityHeaders(reply).header('cache-control', 'no-cache').header('etag', file.etag)
    if (req.headers['if-none-match'] === file.etag) return await reply.status(304).send()
    return await reply.type(file.type).send(file.bytes)
  })
}
