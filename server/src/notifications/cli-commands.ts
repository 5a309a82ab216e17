// The staff's `notifications list` (server/src/cli.ts): the outbox as the staff read it, newest
// first: the staff's notifications and the guests' push and text messages, each channel's state.
import { shownPayload } from './outbox'
import type { OutboxRepository } from './outbox-repository'
import type { TimedCommandOptions } from '../cli-command-options'

export const NOTIFICATIONS_USAGE = `  notifications list [--failed] [--limit <n>]
                 the notifications, newest first (the staff's, and the guests' push and text
                 messages): sent, waiting to retry (and why), failed`

export interface NotificationsCommandOptions extends TimedCommandOptions {
  limit: string | undefined
  failed: boolean
  timeZone: string
}

export async function notificationsCommand(
  outbox: OutboxRepository,
  command: string | undefined,
  options: NotificationsCommandOptions,
): Promise<void> {
  if (command !== 'list') throw options.usage(`Unknown command: notifications ${command ?? ''}`)
  const limit = options.limit ? Number(options.limit) : 50
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw options.usage('--limit must be a whole number from 1 to 1000')
  }
  const rows = await outbox.listDeliveries({ failed: options.failed, limit })
  if (rows.length === 0) {
    console.log(options.failed ? 'No failed notifications.' : 'No notifications yet.')
    return
  }
  const { time, timeZone: zone } = options
  console.table(
    rows.map((r) => {
      const data = shownPayload(JSON.parse(r.payload) as Record<string, unknown>) as {
        reference?: string
        reservation_id?: string
        message_id?: string
      }
      return {
        [`created (${zone})`]: time(r.created_at),
        event: r.type,
        request: data.reference ?? data.reservation_id ?? data.message_id ?? '',
        channel: r.channel,
        status: r.status === 'pending' && r.last_error ? 'retrying' : r.status,
        attempts: r.attempts,
        [`delivered (${zone})`]: r.delivered_at ? time(r.delivered_at) : '',
        [`next try (${zone})`]: r.status === 'pending' ? time(r.next_attempt_at) : '',
        'last error': r.last_error ?? '',
        id: r.event_id,
      }
    }),
  )
}
