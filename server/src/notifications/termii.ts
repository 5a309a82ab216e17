// Text messages to the guest through Termii (issue 30). Being written (helper, branch termii).
import type { Channel } from './outbox'

export const TERMII_CHANNEL = 'termii'

export interface TermiiOptions {
  apiKey: string
  senderId: string
  baseUrl: string
  channel: 'dnd' | 'generic' | 'whatsapp'
  /** The calling code for a number written the local way (0803...). */
  countryCode: string
  timeoutMs: number
}

export function termiiChannel(options: TermiiOptions): Channel {
  return {
    name: TERMII_CHANNEL,
    audience: 'guest',
    send() {
      return Promise.reject(new Error(`Termii at ${options.baseUrl}: not written yet`))
    },
  }
}
