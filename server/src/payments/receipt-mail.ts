// A receipt to the guest by email (issue 53), when the hotel sends mail (SMTP_URL) and the guest
// gave an address: every payment and refund that went through, its receipt's page as the email's
// body and its PDF attached. A channel of the outbox (notifications/): the receipt is written in the
// payment's own transaction (`guest.receipt`, by the payments repository's onReceipt), so it is
// sent once it commits, at least once, with the outbox's retries; the receipt is made again at
// send time from the stored payment, so what is sent is what the stay page shows.
import type { Transporter } from 'nodemailer'
import { type Channel, PermanentFailure } from '../notifications/channel'
import { receiptText, type Receipt } from './receipt'
import { receiptHtml } from './receipt-html'
import { receiptPdf } from './receipt-pdf'

export const RECEIPT_MAIL_CHANNEL = 'guest-email'

/** What a `guest.receipt` event carries: which receipt of which stay (no address: read at send). */
export interface ReceiptMailData {
  reservation_id: string
  receipt_number: string
}

export interface ReceiptMailOptions {
  smtpUrl: string
  from: string
  timeoutMs: number
  /** The receipt and the guest's address ('' when none), read from the stay at send time. */
  receiptOf: (data: ReceiptMailData) => Promise<{ receipt: Receipt; email: string } | undefined>
}

/** The receipt as plain text: each section's lines, label and value. */
export function receiptMailText(r: Receipt): string {
  const text = receiptText(r)
  return [
    text.title,
    text.hotelName,
    ...text.hotelLines,
    text.issued,
    ...text.sections.flatMap((section) => [
      '',
      section.heading,
      ...section.lines.map((line) => `${line.label}: ${line.value}`),
    ]),
    '',
    text.thanks,
    '',
  ].join('\n')
}

export function receiptMailChannel(options: ReceiptMailOptions): Channel {
  let transport: Promise<Transporter> | undefined
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: options.timeoutMs,
        greetingTimeout: options.timeoutMs,
        socketTimeout: options.timeoutMs,
      }),
    ))
  return {
    name: RECEIPT_MAIL_CHANNEL,
    audience: 'guest',
    async send(event) {
      if (event.type !== 'guest.receipt') {
        throw new PermanentFailure(`The guest's email sends receipts only, not ${event.type}`)
      }
      const found = await options.receiptOf(event.data as unknown as ReceiptMailData)
      if (!found)
        throw new PermanentFailure('The receipt is no longer there (the stay was removed)')
      const { receipt, email } = found
      // A guest who gave no address: the receipt stays on the stay page.
      if (!email) return
      await (
        await transporter()
      ).sendMail({
        from: options.from,
        to: email,
        subject: receiptText(receipt).title,
        text: receiptMailText(receipt),
        html: receiptHtml(receipt),
        attachments: [
          {
            filename: `${receipt.number}.pdf`,
            content: await receiptPdf(receipt),
            contentType: 'application/pdf',
          },
        ],
        messageId: `<${event.id}@hearth.receipts>`,
      })
    },
  }
}
