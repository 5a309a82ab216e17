// What the contact form asks of the device's outbox (made in src/app/outbox/).
import { createContext, use } from 'react'
import type { StoredContactMessage } from './contact-store'

export interface ContactOutbox {
  /** Keeps the message on the device and sends it when it can. */
  send(message: StoredContactMessage): void
}

const missing = () => {
  throw new Error('ContactOutbox: the app provides the outbox (src/app/outbox/device-outbox.ts)')
}

/** Without the app (a page rendered at build time) nothing can be sent: no handler runs there. */
export const ContactOutboxContext = createContext<ContactOutbox>({
  send: missing,
})

export const useContactOutbox = () => use(ContactOutboxContext)
