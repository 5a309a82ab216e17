// Money after the hotel's yes (issue 53): the hotel's payment and cancellation policy (a facility
// may override its fields), the taxes the owner sets, each confirmed stay's schedule (what it asks
// and by when, fixed at confirmation) and its secret page's token, every payment and refund with
// its receipt number, and the receipts' counters per year (one row a year, its last number: a
// number is taken in the payment's own transaction, so a payment that fails takes none and the
// numbers have no gaps).
import { sql, type Kysely, type Migration } from 'kysely'

export const migration021: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_policies')
      // 'hotel', or the facility's id.
      .addColumn('scope', 'text', (c) => c.primaryKey())
      .addColumn('facility_id', 'text', (c) => c.references('facilities.id').onDelete('cascade'))
      // The fields set, as JSON (contract/payment-schemas.ts PolicyChanges).
      .addColumn('policy', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addCheckConstraint(
        'payment_policies_scope',
        sql`(scope = 'hotel' and facility_id is null) or scope = facility_id`,
      )
      .execute()
    await db.schema
      .createTable('taxes')
      // The name in lower case: two taxes may not differ by case alone.
      .addColumn('name_key', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      // Hundredths of a percent: 7.5 % is 750.
      .addColumn('rate', 'integer', (c) => c.notNull())
      .addColumn('included', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('taxes_rate', sql`rate > 0 and rate <= 10000`)
      .execute()
    // SQLite takes one ADD COLUMN per statement.
    await db.schema.alterTable('reservations').addColumn('stay_token', 'text').execute()
    // contract/payment-terms.ts PaymentSchedule as JSON, and the policy it was made under.
    await db.schema.alterTable('reservations').addColumn('payment_terms', 'text').execute()
    // When the deposit is due (the schedule's, as a column: the sweep looks for those past it).
    await db.schema.alterTable('reservations').addColumn('deposit_due_by', 'text').execute()
    // The date the whole price is due (the hotel's), for the sweep's reminder the day before.
    await db.schema.alterTable('reservations').addColumn('balance_due_by', 'text').execute()
    // When the guest was reminded of the deposit, and of the balance: once each.
    await db.schema.alterTable('reservations').addColumn('deposit_reminded_at', 'text').execute()
    await db.schema.alterTable('reservations').addColumn('balance_reminded_at', 'text').execute()
    // When an unpaid deposit's deadline was dealt with (released or told), once.
    await db.schema.alterTable('reservations').addColumn('deposit_handled_at', 'text').execute()
    await db.schema
      .createIndex('reservations_stay_token')
      .unique()
      .on('reservations')
      .column('stay_token')
      .execute()
    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reservation_id', 'text', (c) =>
        c.notNull().references('reservations.reservation_id').onDelete('cascade'),
      )
      // 'payment' or 'refund'.
      .addColumn('kind', 'text', (c) => c.notNull())
      // 'paystack', 'cash', 'card' or 'transfer'.
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      // 'pending' (a Paystack attempt or refund under way), 'succeeded', 'failed'.
      .addColumn('status', 'text', (c) => c.notNull())
      // Ours for a Paystack transaction (unique, one per attempt), which its refunds name too;
      // the staff's for a transfer.
      .addColumn('reference', 'text')
      // Paystack's refund id, for its refund.* webhooks.
      .addColumn('provider_id', 'text')
      .addColumn('note', 'text')
      .addColumn('recorded_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'text')
      .addColumn('receipt_number', 'text', (c) => c.unique())
      .addCheckConstraint('payments_amount', sql`amount > 0`)
      .execute()
    await db.schema
      .createIndex('payments_reservation')
      .on('payments')
      .columns(['reservation_id', 'created_at'])
      .execute()
    await db.schema
      .createIndex('payments_paystack_reference')
      .unique()
      .on('payments')
      .columns(['method', 'reference'])
      .where(sql<boolean>`method = 'paystack' and kind = 'payment'`)
      .execute()
    await db.schema
      .createTable('receipt_counters')
      .addColumn('year', 'integer', (c) => c.primaryKey())
      .addColumn('last', 'integer', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('receipt_counters').execute()
    await db.schema.dropTable('payments').execute()
    await db.schema.dropIndex('reservations_stay_token').execute()
    await db.schema.alterTable('reservations').dropColumn('deposit_handled_at').execute()
    await db.schema.alterTable('reservations').dropColumn('deposit_due_by').execute()
    await db.schema.alterTable('reservations').dropColumn('balance_due_by').execute()
    await db.schema.alterTable('reservations').dropColumn('deposit_reminded_at').execute()
    await db.schema.alterTable('reservations').dropColumn('balance_reminded_at').execute()
    await db.schema.alterTable('reservations').dropColumn('payment_terms').execute()
    await db.schema.alterTable('reservations').dropColumn('stay_token').execute()
    await db.schema.dropTable('taxes').execute()
    await db.schema.dropTable('payment_policies').execute()
  },
}
