/**
 * The CPU-heavy part of receiving one AS4 message, as one call that runs on a worker thread (receiver-pool.ts) or
 * in-process: open the message (incoming.ts: ebMS structure, decrypt, verify + AP chain, profile checks, gunzip,
 * SBDH) and sign the receipt for it, in advance (a duplicate or NOT_SERVICED answer, decided afterwards on the main
 * thread with the database, simply does not use it). The result is plain data that crosses threads: no DOM.
 *
 *   const outcome = openAndSign({ root, attachments, identity, at, maxDecompressedBytes }, trust)
 *   outcome.ok ? outcome.message / outcome.receipt : outcome.error (the eb:Error to answer) / outcome.messageId
 *
 * A refusal (Ebms3Error, WsSecurityError) becomes `{ ok: false, error }`; anything else is thrown, as before.
 * openAndSignAsync: the same for a task whose parts may be spooled files (InboundPart.source, the receiver's large
 * messages; incoming.ts openInboundAsync): the document to store may then come back as a spool file
 * (InboundMessage.storedSource, `stored` empty) that the caller disposes.
 */
import { buildReceipt, type NrReference } from './as4/ebms.ts'
import { Ebms3Error, type SignalError } from './as4/errors.ts'
import type { MimePart } from './as4/mime.ts'
import { withXmlDeclaration, XML_DECLARATION, type SbdhView } from './as4/sbdh.ts'
import { signEnvelope, WsSecurityError } from './wssec/index.ts'
import type { ApIdentity } from './identity.ts'
import { messageIdOf, openInbound, openInboundAsync, type InboundBody, type OpenedMessage } from './incoming.ts'
import { disposeSource, sourceSize, type ByteSource } from '../../core/sdk/blobs.ts'

export interface InboundPart {
  contentId: string | undefined
  contentType: string
  data: Uint8Array
  /** A part spooled to a file (`data` empty); crosses threads as its path. */
  source?: ByteSource
}

export interface InboundTask {
  root: InboundPart
  attachments: InboundPart[]
  identity: ApIdentity
  /** Time of the checks (ms since the epoch, from the receiver's clock). */
  at: number
  maxDecompressedBytes: number
}

/** What the main thread needs of an opened message (OpenedMessage without the DOM). */
export interface InboundMessage {
  messageId: string
  fromPartyId: string
  conversationId: string
  references: NrReference[]
  signerSubject: string
  /** The sender's signing certificate (its chain is checked here; its revocation by the caller, receiver.ts). */
  signerCertPem: string
  sbdh: SbdhView
  /** The bytes to store: an XML payload with the UTF-8 XML declaration restored (sbdh.ts withXmlDeclaration). */
  stored: Buffer
  /** The same, spooled to a file for a large document (openAndSignAsync); `stored` and sbdh.document are then empty. */
  storedSource?: ByteSource
}

export type InboundOutcome =
  | { ok: true, message: InboundMessage, receipt: string }
  | { ok: false, messageId: string | undefined, error: SignalError }

/** The eb:Error data of a refusal (undefined for an unexpected error). */
export function signalErrorOf (err: unknown, ref: string | undefined): SignalError | undefined {
  const refs = ref === undefined ? {} : { refToMessageInError: ref }
  if (err instanceof Ebms3Error) return err.toSignalError(ref)
  if (err instanceof WsSecurityError) return { code: err.ebmsCode, severity: 'failure', shortDescription: err.shortDescription, category: 'Processing', detail: err.reason, ...refs }
  return undefined
}

/** The bytes of parts held in memory or spooled to files (what releaseAfterLargeDocument is given). */
export const partsSize = (parts: ReadonlyArray<Pick<InboundPart, 'data' | 'source'>>): number =>
  parts.reduce((n, p) => n + (p.source !== undefined ? sourceSize(p.source) : p.data.byteLength), 0)

const asBuffer = (u: Uint8Array): Buffer => Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength)
const part = (p: InboundPart): Pick<MimePart, 'contentId' | 'contentType' | 'data' | 'source'> =>
  ({ contentType: p.contentType, contentId: p.contentId, data: asBuffer(p.data), ...(p.source !== undefined ? { source: p.source } : {}) })

const DECLARATION = Buffer.from(XML_DECLARATION, 'latin1')

/**
 * withXmlDeclaration without copying a large document: the declaration is written over the last bytes of the SBDH
 * header just before the payload, in the decompressed buffer this call owns (nothing else reads it afterwards), and
 * the result is a view on it. Only when the payload starts far enough into that buffer; otherwise a copy, as before.
 */
function storedBytes (sbdh: SbdhView): Buffer {
  if (sbdh.documentKind !== 'xml') return sbdh.document
  if (sbdh.documentStart < DECLARATION.length) return withXmlDeclaration(sbdh.document)
  const doc = sbdh.document
  const out = Buffer.from(doc.buffer, doc.byteOffset - DECLARATION.length, DECLARATION.length + doc.length)
  DECLARATION.copy(out, 0)
  return out
}

function signed (task: InboundTask, opened: OpenedMessage, storedSource?: ByteSource): InboundOutcome {
  const messageId = opened.env.messageId
  const receipt = signEnvelope(buildReceipt({ refToMessageId: messageId, references: opened.references }).xml, [], task.identity)
  return {
    ok: true,
    receipt,
    message: {
      messageId, fromPartyId: opened.env.from.partyId, conversationId: opened.env.conversationId,
      references: opened.references, signerSubject: opened.signerSubject, signerCertPem: opened.signerCertPem, sbdh: opened.sbdh,
      ...(storedSource === undefined
        ? { stored: storedBytes(opened.sbdh) }
        : storedSource.kind === 'memory' ? { stored: storedSource.bytes } : { stored: Buffer.alloc(0), storedSource })
    }
  }
}

function refused (msg: InboundBody, err: unknown): InboundOutcome {
  // Only a refusal needs the MessageId of the unverified header (RefToMessageId): parsed here, not per message.
  const messageId = messageIdOf(msg.root.data)
  const error = signalErrorOf(err, messageId)
  if (error === undefined) throw err
  return { ok: false, messageId, error }
}

export function openAndSign (task: InboundTask, trust: (certPem: string, at: Date) => void): InboundOutcome {
  const msg: InboundBody = { root: part(task.root), attachments: task.attachments.map(part) }
  try {
    return signed(task, openInbound(msg, { identity: task.identity, trust, at: new Date(task.at), maxDecompressedBytes: task.maxDecompressedBytes }))
  } catch (err) {
    return refused(msg, err)
  }
}

/** openAndSign for parts that may be spooled files; see the module comment. */
export async function openAndSignAsync (task: InboundTask, trust: (certPem: string, at: Date) => void): Promise<InboundOutcome> {
  const msg: InboundBody = { root: part(task.root), attachments: task.attachments.map(part) }
  let stored: ByteSource | undefined
  try {
    const opened = await openInboundAsync(msg, { identity: task.identity, trust, at: new Date(task.at), maxDecompressedBytes: task.maxDecompressedBytes })
    stored = opened.stored
    return signed(task, opened, stored)
  } catch (err) {
    await disposeSource(stored)
    return refused(msg, err)
  }
}
