// The staff notifications as the console shows them (issue 29): each delivery of an event to a
// channel, as the CLI's `notifications list` reads it (sent; waiting to retry and why; failed),
// newest first, paged; and "Try again now" for a failed one, which makes it due at once. The
// worker of whichever server claims it first sends it, under the outbox's lease: once, however
// many colleagues or replicas asked.
import {
  encodePageCursor,
  type DeliveryState,
  type PageCursor,
  type StaffDelivery,
  type StaffNotificationsPage,
} from '../../../contract/staff-messages'
import { DomainError } from '../domain-errors'
import { shownPayload } from './outbox'
import type { DeliveryKey, OutboxRepository } from './outbox-repository'

type Row = NonNullable<Awaited<ReturnType<OutboxRepository['delivery']>>>

/** The cursor's id: event and channel, which neither contains (a nanoid; a channel's name). */
const SEPARATOR = ':'

function stateOf(row: Pick<Row, 'status' | 'last_error'>): DeliveryState {
  if (row.status === 'delivered') return 'sent'
  if (row.status === 'failed') return 'failed'
  return row.last_error ? 'retrying' : 'queued'
}

/** What the event tells of, in a word: a request's reference, or the guest who wrote. */
function aboutOf(payload: string): string | null {
  let data: Record<string, unknown>
  try {
    data = shownPayload(JSON.parse(payload) as Record<string, unknown>)
  } catch {
    return null
  }
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null)
  return text(data.reference) ?? text(data.name) ?? null
}

export function staffDeliveries(
  repository: OutboxRepository,
  options: {
    channels: readonly string[]
    /** The channels that tell the staff (the page's `channels`); default: all of `channels`. */
    staffChannels?: readonly string[]
    now?: () => Date
  },
) {
  const now = options.now ?? (() => new Date())
  const configured = new Set(options.channels)

  const shown = (row: Row): StaffDelivery => {
    const state = stateOf(row)
    return {
      event_id: row.event_id,
      event: row.type,
      channel: row.channel,
      created_at: row.created_at,
      state,
      attempts: row.attempts,
      delivered_at: row.delivered_at,
      next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
      last_error: row.last_error,
      about: aboutOf(row.payload),
      can_retry: state === 'failed' && configured.has(row.channel) && row.pruned_at === null,
    }
  }

  const notFound = () => new DomainError('not_found', 'not_found', 'There is no such notification.')

  return {
    async page(query: {
      failed: boolean
      limit: number
      before?: PageCursor
    }): Promise<Omit<StaffNotificationsPage, 'timeZone'>> {
      let before
      if (query.before) {
        const [event_id = '', channel = ''] = query.before.id.split(SEPARATOR)
        before = { created_at: query.before.at, event_id, channel }
      }
      // One more than asked: whether there is a next page.
      const rows = await repository.listDeliveries({
        failed: query.failed,
        limit: query.limit + 1,
        before,
      })
      const page = rows.slice(0, query.limit)
      const last = page.at(-1)
      return {
        deliveries: page.map(shown),
        channels: [...(options.staffChannels ?? configured)],
        ...(rows.length > query.limit && last
          ? {
              next: encodePageCursor({
                at: last.created_at,
                id: `${last.event_id}${SEPARATOR}${last.channel}`,
              }),
            }
          : {}),
      }
    },

    /**
     * "Try again now": a failed delivery is made due at once. Asking again (a double tap, a
     * colleague) while it waits or after it was sent changes nothing and answers it as it is.
     * Refused: a channel this server no longer sends to, and an event whose details were removed
     * after the retention (there is nothing left to send).
     */
    async retry(key: DeliveryKey): Promise<StaffDelivery> {
      const row = await repository.delivery(key)
      if (!row) throw notFound()
      if (row.status === 'failed') {
        if (!configured.has(row.channel)) {
          throw new DomainError(
            'conflict',
            'channel_not_configured',
            `This server no longer sends notifications by ${row.channel}; set it up again first.`,
          )
        }
        if (row.pruned_at !== null) {
          throw new DomainError(
            'conflict',
            'notification_pruned',
            'This notification is too old: its details were removed, so there is nothing to send.',
          )
        }
        await repository.retryFailed(key, now().toISOString())
      }
      const after = await repository.delivery(key)
      if (!after) throw notFound()
      return shown(after)
    },
  }
}
export type StaffDeliveries = ReturnType<typeof staffDeliveries>
