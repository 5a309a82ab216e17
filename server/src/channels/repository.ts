// Channels SQL (issue 39): the links of a facility's units to outside calendars, the blocks each
// link's last good import left, and each facility's export secret. An import replaces its link's
// blocks in one transaction (replaceBlocks): the same feed again writes nothing, an event gone
// from it frees its nights, a moved one moves; a failed import (recordFailure) touches no block,
// so the nights a feed gave stay taken while it is down. Reads of the blocks serve the reservation
// rules through their port (reservations/channel-blocks.ts).
import type { Kysely, Selectable } from 'kysely'
import type { ChannelLinksTable, Database, Schema } from '../db/schema'
import { inTransaction, lockFacility, openTransaction, type Transaction } from '../db/transaction'
import type { ChannelBlocks, ImportedBlock } from '../reservations/channel-blocks'
import { rowWhere, valueWhere } from '../db/rows'

export type ChannelLinkRow = Selectable<ChannelLinksTable>

/** One event of a feed, as the feed's parser reads it: a unit taken over [from, to). */
export interface ImportedEvent {
  /** The event's UID (one per occurrence of a recurring event): its identity across imports. */
  uid: string
  from: string
  /** Exclusive: the check-out day. */
  to: string
  kind: 'reserved' | 'blocked'
}

/** A block as the export reads it: with its event's UID, which the export hashes, never shows. */
export interface ExportBlock extends ImportedBlock {
  uid: string
}

/** What an import changed: events new, gone and moved. */
export interface BlocksChange {
  added: number
  removed: number
  moved: number
}

/** A new link: the table's own columns, before any import has been tried. */
export type NewChannelLink = Pick<
  ChannelLinksTable,
  'id' | 'facility_id' | 'unit' | 'name' | 'url' | 'created_at'
>

// Under SQLite's limit on a statement's parameters, whatever the feed's size.
const CHUNK = 500
const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) =>
    list.slice(i * CHUNK, (i + 1) * CHUNK),
  )

export function channelsRepository({ db, dialect, changes }: Database) {
  /** The blocks with their link's facility, unit and name, as the reservation rules count them. */
  function blocksQuery(q: Kysely<Schema>, start: string, end: string | undefined) {
    let query = q
      .selectFrom('channel_blocks as b')
      .innerJoin('channel_links as l', 'l.id', 'b.link_id')
      .select([
        'l.facility_id',
        'b.link_id',
        'l.name as link_name',
        'l.unit',
        'b.from_date as date_from',
        'b.to_date as occupied_until',
      ])
      .where('b.to_date', '>', start)
    if (end !== undefined) query = query.where('b.from_date', '<', end)
    return query.orderBy('b.from_date').orderBy('l.unit').orderBy('b.link_id').orderBy('b.uid')
  }

  const blocks: ChannelBlocks = {
    async ofFacility(facilityId, start, end, tx?: Transaction): Promise<ImportedBlock[]> {
      const q = tx ? openTransaction(tx) : db
      return blocksQuery(q, start, end).where('l.facility_id', '=', facilityId).execute()
    },
    async between(start, end): Promise<ImportedBlock[]> {
      return blocksQuery(db, start, end).execute()
    },
  }

  return {
    ...blocks,

    /** The facility's blocks holding a day from `start` on, with their events' UIDs: the export's. */
    async exportBlocks(facilityId: string, start: string): Promise<ExportBlock[]> {
      return blocksQuery(db, start, undefined)
        .select('b.uid')
        .where('l.facility_id', '=', facilityId)
        .execute()
    },

    async addLink(link: NewChannelLink): Promise<void> {
      await db.insertInto('channel_links').values(link).execute()
    },

    async findLink(id: string): Promise<ChannelLinkRow | undefined> {
      return rowWhere(db, 'channel_links', 'id', id)
    },

    /** The links, of one facility or all, by facility, unit and age. */
    async links(facilityId?: string): Promise<ChannelLinkRow[]> {
      let query = db.selectFrom('channel_links').selectAll()
      if (facilityId !== undefined) query = query.where('facility_id', '=', facilityId)
      return query
        .orderBy('facility_id')
        .orderBy('unit')
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    },

    /** True when the link existed; its blocks go with it (ON DELETE CASCADE). */
    async removeLink(id: string): Promise<boolean> {
      const result = await db.deleteFrom('channel_links').where('id', '=', id).executeTakeFirst()
      const removed = Number(result.numDeletedRows) > 0
      // The nights it blocked are free again: every server's live views hear of it.
      if (removed) await changes.reservations.announce()
      return removed
    },

    /** A link's blocks by their first date (the sync log, `channels list`, the tests). */
    async blocksOfLink(linkId: string) {
      return db
        .selectFrom('channel_blocks')
        .select(['uid', 'from_date', 'to_date', 'kind'])
        .where('link_id', '=', linkId)
        .orderBy('from_date')
        .orderBy('uid')
        .execute()
    },

    /**
     * Makes the link's blocks exactly `events` and records the import's success at `at` with what
     * it skipped (`warnings`), in one transaction; undefined when the link is gone (removed while
     * its feed was read). UIDs must be unique within `events` (the parser names each occurrence
     * of a recurring event, and joins two on one date).
     */
    async replaceBlocks(
      linkId: string,
      events: readonly ImportedEvent[],
      at: string,
      warnings: readonly string[] = [],
    ): Promise<BlocksChange | undefined> {
      const wanted = new Map<string, ImportedEvent>()
      for (const [index, event] of events.entries()) {
        // A bug of ours (the parser joins an event's occurrences given twice), never the feed's
        // fault; the feed's text (a UID may hold markup) stays out of the sentence.
        if (wanted.has(event.uid)) throw new Error(`the import's event ${index + 1} is given twice`)
        wanted.set(event.uid, event)
      }
      const change = await inTransaction({ db, dialect }, async (trx) => {
        const facilityId = await valueWhere(trx, 'channel_links', 'facility_id', 'id', linkId)
        if (facilityId === undefined) return undefined
        // The facility's lock, as a booking takes it (reservations/repository.ts): a capacity
        // check reads the blocks before or after this import, never half of it. SQLite's BEGIN
        // IMMEDIATE is already one writer at a time.
        await lockFacility(trx, dialect, facilityId)
        const stored = await trx
          .selectFrom('channel_blocks')
          .select(['uid', 'from_date', 'to_date', 'kind'])
          .where('link_id', '=', linkId)
          .execute()
        const gone = stored.filter((row) => !wanted.has(row.uid)).map((row) => row.uid)
        const before = new Map(stored.map((row) => [row.uid, row]))
        const added = [...wanted.values()].filter((event) => !before.has(event.uid))
        const moved = [...wanted.values()].filter((event) => {
          const row = before.get(event.uid)
          return (
            row !== undefined &&
            (row.from_date !== event.from || row.to_date !== event.to || row.kind !== event.kind)
          )
        })
        for (const uids of chunks(gone)) {
          await trx
            .deleteFrom('channel_blocks')
            .where('link_id', '=', linkId)
            .where('uid', 'in', uids)
            .execute()
        }
        for (const list of chunks(added)) {
          await trx
            .insertInto('channel_blocks')
            .values(
              list.map((e) => ({
                link_id: linkId,
                uid: e.uid,
                from_date: e.from,
                to_date: e.to,
                kind: e.kind,
              })),
            )
            .execute()
        }
        for (const e of moved) {
          await trx
            .updateTable('channel_blocks')
            .set({ from_date: e.from, to_date: e.to, kind: e.kind })
            .where('link_id', '=', linkId)
            .where('uid', '=', e.uid)
            .execute()
        }
        await trx
          .updateTable('channel_links')
          .set({
            last_attempt_at: at,
            last_success_at: at,
            last_error: null,
            failures: 0,
            last_warnings: JSON.stringify(warnings),
          })
          .where('id', '=', linkId)
          .execute()
        return { added: added.length, removed: gone.length, moved: moved.length }
      })
      // Once committed, every server's live views (the staff's calendar) hear of changed nights.
      if (change && change.added + change.removed + change.moved > 0) {
        await changes.reservations.announce()
      }
      return change
    },

    /** A failed import: the attempt and its error recorded, the link's blocks left as they were. */
    async recordFailure(linkId: string, error: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('channel_links')
        .set((eb) => ({
          last_attempt_at: at,
          last_error: error,
          failures: eb('failures', '+', 1),
        }))
        .where('id', '=', linkId)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async exportKey(facilityId: string) {
      return db
        .selectFrom('channel_export_keys')
        .select(['secret', 'rotated_at'])
        .where('facility_id', '=', facilityId)
        .executeTakeFirst()
    },

    /**
     * Stores the facility's export secret: in place of the old one when `replace` (a rotation),
     * else only when it has none yet (two servers making the first one at once keep one).
     */
    async saveExportKey(facilityId: string, secret: string, at: string, replace: boolean) {
      await db
        .insertInto('channel_export_keys')
        .values({ facility_id: facilityId, secret, rotated_at: at })
        .onConflict((oc) =>
          replace
            ? oc.column('facility_id').doUpdateSet({ secret, rotated_at: at })
            : oc.column('facility_id').doNothing(),
        )
        .execute()
    },
  }
}
export type ChannelsRepository = ReturnType<typeof channelsRepository>
