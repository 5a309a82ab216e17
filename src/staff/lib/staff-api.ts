// The console's one way to the API (/api/staff): reads parsed with the contract's schemas, and
// every state-changing call a same-origin JSON POST (`{}` when it has nothing to say), which is
// what the server's cross-site check asks for. Every failure becomes a StaffApiError with a
// sentence a clerk can act on (./error-words.ts), never a stack.
import type { z } from 'zod'
import { ApiErrorBody } from '../../../contract/api-error'
import { STAFF_API_PATH } from '../../../contract/staff'
import type { EarlyReads, EarlyReadsKey } from '../early-reads'
import { errorWords } from './error-words'

export const STAFF_API = `/api${STAFF_API_PATH}`

export class StaffApiError extends Error {
  constructor(
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The API's error code (`note_required`), or `network`, `bad_answer`. */
    readonly code: string,
    message: string,
    /** The error's `details` (a 409 `changed_meanwhile` names who answered). */
    readonly details?: unknown,
  ) {
    super(message)
    this.name = 'StaffApiError'
  }
}

export const isUnauthorized = (error: unknown) =>
  error instanceof StaffApiError && error.status === 401

const EARLY_READS: EarlyReadsKey = '__hearthStaffEarlyReads'

/** The answer ../early-reads.ts asked for as the page loaded, the first time `path` is read. */
function takeEarlyRead(path: string): Promise<Response> | undefined {
  const reads = (globalThis as unknown as Partial<Record<EarlyReadsKey, EarlyReads>>)[EARLY_READS]
  const read = reads?.get(path)
  reads?.delete(path)
  return read
}

async function call(path: string, init: RequestInit): Promise<Response> {
  let response: Response
  try {
    const early = init.method === 'GET' ? takeEarlyRead(path) : undefined
    response = await (early ??
      fetch(`${STAFF_API}${path}`, {
        ...init,
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { accept: 'application/json', ...init.headers },
      }))
  } catch {
    throw new StaffApiError(0, 'network', errorWords('network'))
  }
  if (response.ok) return response
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  const parsed = ApiErrorBody.safeParse(body)
  const code = parsed.success ? parsed.data.error.code : `http_${response.status}`
  const details = (body as { error?: { details?: unknown } } | undefined)?.error?.details
  const message = errorWords(code, parsed.success ? parsed.data.error.message : undefined)
  throw new StaffApiError(response.status, code, message, details)
}

async function read<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw new StaffApiError(response.status, 'bad_answer', errorWords('bad_answer'))
  return parsed.data
}

export async function staffGet<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
  return read(await call(path, { method: 'GET' }), schema)
}

/** A POST with a JSON body; the answer parsed with `schema`, or nothing (a 204). */
export async function staffPost<S extends z.ZodType>(
  path: string,
  body: object,
  schema: S,
): Promise<z.output<S>>
export async function staffPost(path: string, body: object): Promise<void>
export async function staffPost(path: string, body: object, schema?: z.ZodType) {
  const response = await call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return schema ? read(response, schema) : undefined
}
