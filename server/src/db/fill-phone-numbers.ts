// The E.164 form of each stored guest phone not yet read (migration 016's column, and rows an
// earlier version stored): filled when the database is opened, after the migrations, with the
// hotel's calling code (GUEST_PHONE_COUNTRY_CODE reads the local ones). A few hundred rows a
// statement, each row once: a number that is no number reads as '' and is not read again. The
// code they were read with is kept (`phone_reading`): when the setting changes, every stored
// number is read again with the new one (a local number is another country's then).
import type { Kysely } from 'kysely'
import { phoneE164 } from '../../../contract/phone-number'
import { phoneNumbersRepository } from './phone-numbers-repository'
import type { Schema } from './schema'

const BATCH = 500

/**
 * Fills `reservations.phone_e164` where it is null; returns how many rows it read. With `reread`
 * (the server), a calling code other than the one the rows were read with reads them all again;
 * without (the CLI, backup), the rows keep the reading they have and new ones get the same.
 */
export async function fillPhoneNumbers(
  db: Kysely<Schema>,
  ownCode: string,
  { reread = true }: { reread?: boolean } = {},
): Promise<number> {
  const phones = phoneNumbersRepository(db)
  const readWith = await phones.readingCode()
  const callingCode = reread || readWith === undefined ? ownCode : readWith
  if (readWith !== callingCode) await phones.readAgainWith(callingCode)
  let filled = 0
  for (;;) {
    const rows = await phones.unread(BATCH)
    if (rows.length === 0) return filled
    await phones.store(
      rows.map((row) => ({
        reservation_id: row.reservation_id,
        phone_e164: phoneE164(row.phone, callingCode) ?? '',
      })),
    )
    filled += rows.length
  }
}
