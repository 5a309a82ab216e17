// The contact form's checks: the API's own rules (contract/contact-message.ts), loaded on submit
// so the contact page does not carry the validation library at start.
import { ContactMessageBody } from '../../../contract/contact-message'
import { texts } from '../../lib/i18n'

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'reason'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactFields = Record<ContactField, string>

/** What is wrong with each field the hotel would refuse; empty when it would accept them all. */
export function contactProblems(fields: ContactFields, messageId: string): Partial<ContactFields> {
  const result = ContactMessageBody.safeParse({ message_id: messageId, ...fields })
  if (result.success) return {}
  const problems: Partial<ContactFields> = {}
  const words = texts().pages.contact.problems
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (CONTACT_FIELDS.includes(field as ContactField))
      problems[field as ContactField] = words[field as ContactField]
  }
  return problems
}
