// The staff's `messages list|show` (server/src/cli.ts): the contact form's messages, newest first,
// in the hotel's time zone. The reason is printed as the guest wrote it (the contract refused
// control characters, so nothing in it can drive the terminal).
import type { ContactRules } from './rules'
import type { TimedCommandOptions } from '../cli-command-options'

export const MESSAGES_USAGE = `  messages list [--limit <n>]  contact messages, newest first (50 by default, at most 1000)
  messages show <id>           one message in full`

export const MESSAGES_PAGE_MAX = 1000

export interface MessagesCommandOptions extends TimedCommandOptions {
  limit: string | undefined
  timeZone: string
  /** A guest's number as the staff read it (contract/phone-number.ts, the hotel's calling code). */
  phone: (phone: string) => string
}

/** The first line of the reason, shortened for a table cell. */
export function gist(reason: string, max = 50): string {
  const first = reason.split('\n', 1)[0] ?? ''
  const more = first.length > max || reason.includes('\n')
  return more ? `${first.slice(0, max - 1)}…` : first
}

export async function messagesCommand(
  rules: ContactRules,
  command: string | undefined,
  arg: string | undefined,
  options: MessagesCommandOptions,
): Promise<void> {
  if (command === 'list') {
    const limit = options.limit === undefined ? 50 : Number(options.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > MESSAGES_PAGE_MAX) {
      throw options.usage(`--limit must be a whole number from 1 to ${MESSAGES_PAGE_MAX}`)
    }
    const rows = await rules.listForStaff(limit)
    if (rows.length === 0) {
      console.log('No contact messages yet.')
      return
    }
    console.table(
      rows.map((m) => ({
        received: options.time(m.received_at),
        name: m.name,
        email: m.email,
        phone: options.phone(m.phone),
        message: gist(m.reason),
        id: m.message_id,
      })),
    )
    console.log(`Times in ${options.timeZone}. One in full: npm run admin -- messages show <id>`)
    return
  }
  if (command === 'show') {
    if (!arg) throw options.usage('messages show needs the message id')
    const m = await rules.showForStaff(arg)
    console.log(
      [
        `Name        ${m.name}`,
        `Email       ${m.email}`,
        `Phone       ${options.phone(m.phone)}`,
        `Received    ${options.time(m.received_at)} (${options.timeZone})`,
        `Id          ${m.message_id}`,
        '',
        m.reason,
      ].join('\n'),
    )
    return
  }
  throw options.usage(`Unknown command: messages ${command ?? ''}\n\n${MESSAGES_USAGE}`)
}
