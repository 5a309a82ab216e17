// The units outside calendars took (issue 39's imports), as the reservation rules read them. A
// port: services.ts hands the rules the channels' repository through it, so reservations/ never
// imports channels/ (the domains do not import each other). Every reader of capacity counts these
// with the requests (contract/stay-rules.ts countPerDay): the guest's picker, the booking's and
// the confirmation's checks, the staff's calendar.
import type { UnitBlock } from '../../../contract/stay-rules'
import type { Transaction } from '../db/transaction'

/** One imported event: its link's unit from `date_from` up to, not including, `occupied_until`. */
export interface ImportedBlock extends UnitBlock {
  facility_id: string
  link_id: string
  /** The link's name ("Airbnb", "Booking.com"): the staff's word, never text from the feed. */
  link_name: string
}

export interface ChannelBlocks {
  /**
   * The facility's blocks holding a day of [start, end), or of every day from `start` on when
   * `end` is undefined; read in `tx` when given (a capacity check's transaction, under its lock).
   */
  ofFacility(
    facilityId: string,
    start: string,
    end: string | undefined,
    tx?: Transaction,
  ): Promise<ImportedBlock[]>
  /** Every facility's blocks holding a day of [start, end): the staff's calendar. */
  between(start: string, end: string): Promise<ImportedBlock[]>
}
