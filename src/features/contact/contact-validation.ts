// The contact form's checks: the API's own rules (contract/contact-message.ts), loaded on submit
// so the contact page does not carry the validation library at start.
import { ContactMessageBody } from '../../../contract/contact-message'

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'reason'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactFields = Record<ContactField, string>

const PROBLEMS: Record<ContactField, string> = {
  name: 'Please type your name on one line, in at most 100 characters.',
  email: 'Please enter an email address such as name@example.com.',
  phone: 'Please enter a phone number of 7 to 15 digits; it may start with +.',
  reason: 'Please tell us the reason, in at most 2,000 characters.',
}

/** What is wrong with each field the hotel would refuse; empty when it would accept them all. */
export function contactProblems(fields: ContactFields, messageId: string): Partial<ContactFields> {
  const result = ContactMessageBody.safeParse({ message_id: messageId, ...fields })
  if (result.success) return {}
  const problems: Partial<ContactFields> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (CONTACT_FIELDS.includes(field as ContactField))
      problems[field as ContactField] = PROBLEMS[field as ContactField]
  }
  return problems
}
