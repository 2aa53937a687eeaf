/**
 * The ebMS 3.0 error catalogue (ebMS3 Core §6.7.1-6.7.3 plus the AS4 profile §5.2.4 additions) as data, and the
 * Ebms3Error class every AS4 module throws for a protocol-level problem. A receiver turns a caught Ebms3Error into
 * an eb:Error signal with ebms.ts buildErrorSignal({ errors: [err.toSignalError(refToMessageId)] }).
 *
 *   throw new Ebms3Error('EBMS:0003', 'CompressionType application/rar is not supported')
 *   throw ebmsError('EBMS:0004', 'PEPPOL:NOT_SERVICED')      // Peppol: participant / doc type / process not served
 */

export type EbmsSeverity = 'failure' | 'warning'
export type EbmsCategory = 'Content' | 'Communication' | 'Unpackaging' | 'Processing'

export interface EbmsErrorSpec {
  code: string
  shortDescription: string
  category: EbmsCategory
  severity: EbmsSeverity
  /** The spec's description, shortened. */
  description: string
}

/** Every standard code; keys are the errorCode values. */
export const EBMS_ERRORS = {
  'EBMS:0001': { shortDescription: 'ValueNotRecognized', category: 'Content', severity: 'failure', description: 'An element or attribute value could not be recognized.' },
  'EBMS:0002': { shortDescription: 'FeatureNotSupported', category: 'Content', severity: 'warning', description: 'An element or attribute value cannot be processed because the related feature is not supported.' },
  'EBMS:0003': { shortDescription: 'ValueInconsistent', category: 'Content', severity: 'failure', description: 'A value is inconsistent with other elements or attributes, or with the processing mode.' },
  'EBMS:0004': { shortDescription: 'Other', category: 'Content', severity: 'failure', description: 'Other error.' },
  'EBMS:0005': { shortDescription: 'ConnectionFailure', category: 'Communication', severity: 'failure', description: 'The MSH is experiencing temporary or permanent failure in trying to open a transport connection with a remote MSH.' },
  'EBMS:0006': { shortDescription: 'EmptyMessagePartitionChannel', category: 'Communication', severity: 'warning', description: 'There is no message available for pulling from this MPC.' },
  'EBMS:0007': { shortDescription: 'MimeInconsistency', category: 'Unpackaging', severity: 'failure', description: 'The use of MIME is not consistent with the required usage.' },
  'EBMS:0008': { shortDescription: 'FeatureNotSupported', category: 'Unpackaging', severity: 'failure', description: 'A feature needed to unpackage the message is not supported.' },
  'EBMS:0009': { shortDescription: 'InvalidHeader', category: 'Unpackaging', severity: 'failure', description: 'The ebMS header is either not well formed or not schema valid.' },
  'EBMS:0010': { shortDescription: 'ProcessingModeMismatch', category: 'Processing', severity: 'failure', description: 'The ebMS header or another header is not consistent with the processing mode.' },
  'EBMS:0011': { shortDescription: 'ExternalPayloadError', category: 'Content', severity: 'failure', description: 'A payload referenced by PartInfo/@href cannot be resolved.' },
  'EBMS:0101': { shortDescription: 'FailedAuthentication', category: 'Processing', severity: 'failure', description: 'The signature in the Security header was not validated.' },
  'EBMS:0102': { shortDescription: 'FailedDecryption', category: 'Processing', severity: 'failure', description: 'The encrypted data reference in the Security header cannot be decrypted.' },
  'EBMS:0103': { shortDescription: 'PolicyNoncompliance', category: 'Processing', severity: 'failure', description: 'The processor determined that the message security does not comply with the policy.' },
  'EBMS:0201': { shortDescription: 'DysfunctionalReliability', category: 'Processing', severity: 'failure', description: 'Some reliability function failed.' },
  'EBMS:0202': { shortDescription: 'DeliveryFailure', category: 'Communication', severity: 'failure', description: 'The message could not be delivered although a reliability contract was in place.' },
  'EBMS:0301': { shortDescription: 'MissingReceipt', category: 'Communication', severity: 'failure', description: 'A receipt has not been received for a message that was previously sent.' },
  'EBMS:0302': { shortDescription: 'InvalidReceipt', category: 'Communication', severity: 'failure', description: 'A receipt was received but it is invalid.' },
  'EBMS:0303': { shortDescription: 'DecompressionFailure', category: 'Communication', severity: 'failure', description: 'An error occurred while decompressing a payload.' }
} as const satisfies Record<string, Omit<EbmsErrorSpec, 'code'>>

export type EbmsErrorCode = keyof typeof EBMS_ERRORS

/** Peppol AS4 profile: ErrorDetail for "participant, document type or process not served" (with EBMS:0004). */
export const PEPPOL_NOT_SERVICED = 'PEPPOL:NOT_SERVICED'

export function ebmsErrorSpec (code: string): EbmsErrorSpec | undefined {
  const spec = (EBMS_ERRORS as Record<string, Omit<EbmsErrorSpec, 'code'>>)[code]
  return spec === undefined ? undefined : { code, ...spec }
}

/** The data of one eb:Error element (what buildErrorSignal writes and parseEnvelope reads). */
export interface SignalError {
  code: string
  severity: EbmsSeverity | string
  shortDescription?: string
  category?: string
  origin?: string
  refToMessageInError?: string
  /** eb:Description text (xml:lang="en"). */
  description?: string
  /** eb:ErrorDetail text, e.g. PEPPOL:NOT_SERVICED. */
  detail?: string
}

export class Ebms3Error extends Error {
  readonly code: EbmsErrorCode
  readonly shortDescription: string
  readonly category: EbmsCategory
  readonly severity: EbmsSeverity
  /** Free text for eb:ErrorDetail. */
  readonly detail: string
  /** Optional machine-readable sub-reason (e.g. 'SBDH_MISSING_SCOPE'), never sent on the wire. */
  readonly reason?: string

  constructor (code: EbmsErrorCode, detail: string, options: { reason?: string, cause?: unknown } = {}) {
    const spec = EBMS_ERRORS[code]
    super(`${code} ${spec.shortDescription}: ${detail}`, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'Ebms3Error'
    this.code = code
    this.shortDescription = spec.shortDescription
    this.category = spec.category
    this.severity = spec.severity
    this.detail = detail
    if (options.reason !== undefined) this.reason = options.reason
  }

  /** The eb:Error data for an Error signal answering message `refToMessageInError`. */
  toSignalError (refToMessageInError?: string): SignalError {
    return {
      code: this.code,
      severity: this.severity,
      shortDescription: this.shortDescription,
      category: this.category,
      detail: this.detail,
      ...(refToMessageInError === undefined ? {} : { refToMessageInError })
    }
  }
}

export function ebmsError (code: EbmsErrorCode, detail: string, reason?: string): Ebms3Error {
  return new Ebms3Error(code, detail, reason === undefined ? {} : { reason })
}

export function isEbms3Error (err: unknown): err is Ebms3Error {
  return err instanceof Ebms3Error
}
