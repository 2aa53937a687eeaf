/**
 * Which command and event topics a document uses, by its kind (the "topic stem"):
 *   Invoice (UBL Invoice, UBL CreditNote, CII)  SendInvoice        InvoiceSent, InvoiceSentRetry, InvoiceSentError, InvoiceReceived
 *   Order                                       SendOrder          OrderSent, ...
 *   OrderChange                                 SendOrderChange    OrderChangeSent, ..., OrderChangeReceived
 *   OrderCancellation                           SendOrderCancellation OrderCancellationSent, ..., OrderCancellationReceived
 *   OrderResponse                               SendOrderResponse  OrderResponseSent, ...
 *   DespatchAdvice (POACC 3, Logistics Advanced) SendDespatchAdvice DespatchAdviceSent, ...
 *   Peppol Logistics roots, each its own stem:  SendReceiptAdvice, SendWeightStatement, SendWaybill,
 *     ReceiptAdvice, WeightStatement, Waybill,  SendTransportExecutionPlan(Request), SendTransportationStatus(Request)
 *     TransportExecutionPlan(Request),          -> ReceiptAdviceSent, ..., WaybillReceived, TransportationStatusReceived, ...
 *     TransportationStatus(Request)
 *   ApplicationResponse, by customization (RESPONSE_STEMS):
 *     Invoice Response (poacc invoice_response:3) SendInvoiceResponse InvoiceResponseSent, ..., InvoiceResponseReceived
 *     MLS (edec:mls)                              SendMessageLevelStatus MessageLevelStatusSent, ..., MessageLevelStatusReceived
 *     Logistics Application Response 1            SendLogisticsApplicationResponse ..., LogisticsApplicationResponseReceived
 *     Logistics Despatch Advice Response 1        DespatchAdviceResponseReceived (deprecated in the code list: never sent)
 *     other ApplicationResponse (MLR, ...)        SendApplicationResponse ApplicationResponseSent, ...
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

/** The stem of an ApplicationResponse, by its customization (the part of the document type after `##`). */
export const RESPONSE_STEMS: ReadonlyArray<readonly [customization: string, stem: string]> = [
  [MLS_CUSTOMIZATION, 'MessageLevelStatus'],
  [INVOICE_RESPONSE_CUSTOMIZATION, 'InvoiceResponse'],
  ['urn:fdc:peppol.eu:logistics:trns:application_response:1', 'LogisticsApplicationResponse'],
  ['urn:fdc:peppol.eu:logistics:trns:despatch_advice_response:1', 'DespatchAdviceResponse']
]

export function topicStem (family: DocumentFamily, documentTypeId?: string | null): string {
  switch (family) {
    case 'Invoice': case 'CreditNote': return 'Invoice'
    case 'ApplicationResponse':
      return RESPONSE_STEMS.find(([customization]) => documentTypeId?.includes(`##${customization}::`) === true)?.[1] ?? 'ApplicationResponse'
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
  SendInvoiceResponse: ['ApplicationResponse'],
  SendReceiptAdvice: ['ReceiptAdvice'],
  SendWeightStatement: ['WeightStatement'],
  SendWaybill: ['Waybill'],
  SendTransportExecutionPlan: ['TransportExecutionPlan'],
  SendTransportExecutionPlanRequest: ['TransportExecutionPlanRequest'],
  SendTransportationStatus: ['TransportationStatus'],
  SendTransportationStatusRequest: ['TransportationStatusRequest'],
  SendLogisticsApplicationResponse: ['ApplicationResponse']
}

/** The event of a document that could not be taken in for a send command: `SendInvoice` -> `InvoiceReceivedError`
 * (the `*Received` event of the family, as an error: the document never became a sent document). */
export const receivedErrorTopic = (command: string): string => `${command.replace(/^Send/, '')}ReceivedError`
