/**
 * Which command and event topics a document uses, by its kind (the "topic stem"):
 *   Invoice (UBL Invoice, UBL CreditNote, CII)  SendInvoice        InvoiceSent, InvoiceSentRetry, InvoiceSentError, InvoiceReceived
 *   Order                                       SendOrder          OrderSent, ...
 *   OrderChange                                 SendOrderChange    OrderChangeSent, ..., OrderChangeReceived
 *   OrderCancellation                           SendOrderCancellation OrderCancellationSent, ..., OrderCancellationReceived
 *   OrderResponse                               SendOrderResponse  OrderResponseSent, ...
 *   DespatchAdvice                              SendDespatchAdvice DespatchAdviceSent, ...
 *   Invoice Response (ApplicationResponse)      SendInvoiceResponse InvoiceResponseSent, ..., InvoiceResponseReceived
 *   MLS (ApplicationResponse, edec:mls)         SendMessageLevelStatus MessageLevelStatusSent, ..., MessageLevelStatusReceived
 *   other ApplicationResponse (MLR, ...)        SendApplicationResponse ApplicationResponseSent, ...
 * Credit notes use the Invoice topics: the spec defines only Invoice* events for sales documents, names the status of
 * an undeliverable sales document InvoiceSentError, and routes credit notes like invoices; filters can tell them apart
 * by documentTypeId. (core/events/topics.ts lists SendCreditNote as a known command; nothing publishes it.)
 */
import type { DocumentFamily } from './detect.ts'

export interface DocumentTopics {
  stem: string
  command: string
  sent: string
  retry: string
  error: string
  received: string
}

export const MLS_CUSTOMIZATION = 'urn:peppol:edec:mls:1.0'
export const INVOICE_RESPONSE_CUSTOMIZATION = 'urn:fdc:peppol.eu:poacc:trns:invoice_response:3'

export function topicStem (family: DocumentFamily, documentTypeId?: string | null): string {
  switch (family) {
    case 'Invoice': case 'CreditNote': return 'Invoice'
    case 'ApplicationResponse':
      if (documentTypeId?.includes(`##${MLS_CUSTOMIZATION}::`) === true) return 'MessageLevelStatus'
      if (documentTypeId?.includes(`##${INVOICE_RESPONSE_CUSTOMIZATION}::`) === true) return 'InvoiceResponse'
      return 'ApplicationResponse'
    default: return family
  }
}

export function topicsFor (family: DocumentFamily, documentTypeId?: string | null): DocumentTopics {
  const stem = topicStem(family, documentTypeId)
  return { stem, command: `Send${stem}`, sent: `${stem}Sent`, retry: `${stem}SentRetry`, error: `${stem}SentError`, received: `${stem}Received` }
}

/** The send commands a document can be sent with from outside the API (inbound hooks' `publishTopics`), and the
 * families each takes: the same as the send routes (core/documents/routes.ts), one command each. */
export const SENDABLE_COMMANDS: Readonly<Record<string, readonly DocumentFamily[]>> = {
  SendInvoice: ['Invoice', 'CreditNote'],
  SendOrder: ['Order'],
  SendOrderChange: ['OrderChange'],
  SendOrderCancellation: ['OrderCancellation'],
  SendOrderResponse: ['OrderResponse'],
  SendDespatchAdvice: ['DespatchAdvice'],
  SendInvoiceResponse: ['ApplicationResponse']
}

/** The event of a document that could not be taken in for a send command: `SendInvoice` -> `InvoiceReceivedError`
 * (the `*Received` event of the family, as an error: the document never became a sent document). */
export const receivedErrorTopic = (command: string): string => `${command.replace(/^Send/, '')}ReceivedError`
