// Four reads most repositories make, written once: the row a key names, one column of it, the rows
// a key names in order, and how many rows a query finds. The SQL is what each repository wrote before: `select * from t where k
// = ?`, `select c from t where k = ?`, and `select count(*) as "n" ...`.
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely'
import type { Schema } from './schema'

/** Any table, any column: the typing of `rowWhere`'s one query, whose table is its caller's. */
type AnyTables = Record<string, Record<string, unknown>>

/** The row of `table` whose `key` column is `value` (a unique key: one row at most), or undefined. */
export function rowWhere<T extends keyof Schema & string>(
  db: Kysely<Schema>,
  table: T,
  key: keyof Schema[T] & string,
  value: string,
): Promise<Selectable<Schema[T]> | undefined> {
  const column: string = key
  return (db as unknown as Kysely<AnyTables>)
    .selectFrom(table)
    .selectAll()
    .where(column, '=', value)
    .executeTakeFirst() as Promise<Selectable<Schema[T]> | undefined>
}

/**
 * Every row of `table` whose `key` column is `value` (a person's passkeys, a request's push
 * subscriptions), in the order of `order`'s columns, each ascending.
 */
export function rowsWhere<T extends keyof Schema & string>(
  db: Kysely<Schema>,
  table: T,
  key: keyof Schema[T] & string,
  value: string,
  ...order: (keyof Schema[T] & string)[]
): Promise<Selectable<Schema[T]>[]> {
  const from: string = table
  const keyColumn: string = key
  let query = (db as unknown as Kysely<AnyTables>)
    .selectFrom(from)
    .selectAll()
    .where(keyColumn, '=', value)
  for (const column of order) query = query.orderBy(column as string)
  return query.execute() as Promise<Selectable<Schema[T]>[]>
}

/**
 * One column of the row of `table` whose `key` column is `value` (a unique key), or undefined when
 * there is no such row. In a transaction, pass it (a Transaction is a Kysely).
 */
export async function valueWhere<
  T extends keyof Schema & string,
  C extends keyof Selectable<Schema[T]> & string,
>(
  db: Kysely<Schema>,
  table: T,
  column: C,
  key: keyof Schema[T] & string,
  value: string,
): Promise<Selectable<Schema[T]>[C] | undefined> {
  const from: string = table
  const selected: string = column
  const keyColumn: string = key
  const row = (await (db as unknown as Kysely<AnyTables>)
    .selectFrom(from)
    .select(selected)
    .where(keyColumn, '=', value)
    .executeTakeFirst()) as Record<string, unknown> | undefined
  return row?.[column] as Selectable<Schema[T]>[C] | undefined
}

/** How many rows the query finds (PostgreSQL counts in a bigint, which arrives as a string). */
export async function countRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = (await query
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst()) as { n: string | number } | undefined
  return Number(row?.n ?? 0)
}
