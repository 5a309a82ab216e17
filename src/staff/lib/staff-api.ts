// The console's one way to the API (/api/staff): every state-changing call a same-origin JSON
// POST (`{}` when it has nothing to say), which is what the server's cross-site check asks for.
// Every failure becomes a StaffApiError with a sentence a clerk can act on (./error-words.ts),
// never a stack.
// Each read says how its answer is checked: with a contract schema (a zod schema fits
// AnswerCheck), or `unchecked<T>()`, the answer taken as the contract's type. The inbox's first
// screen and the passkey ceremonies read unchecked: answers of the console's own server, built by
// code typed with the same contract (the server does not validate its answers at run time:
// http/openapi.ts serializes with JSON.stringify), and zod was a quarter of the console's first
// screen (~25 kB gzipped, and its start-up on a slow phone). The request page, a lazy chunk,
// still checks what it acts on (the request, a colleague's answer).
import type { ApiErrorBody } from '../../../contract/api-error'
import { STAFF_API_PATH } from '../../../contract/staff-paths'
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

/**
 * Whether asking again may help: the server out of reach (0), busy or down (5xx, 408, 429). Not a
 * refusal (404: no such request; 401: sign in): the same question gets the same answer.
 */
export const isWorthRetrying = (error: unknown) =>
  !(error instanceof StaffApiError) ||
  error.status === 0 ||
  error.status >= 500 ||
  error.status === 408 ||
  error.status === 429

const EARLY_READS: EarlyReadsKey = '__hearthStaffEarlyReads'

/**
 * The page's early reads. The first look also leaves an empty map when there was none: should the
 * script ever run after the console's code (it is a blocking script of the page's head, which runs
 * first), reads it made then would be old news (a 401 from before a sign-in); it stands down when
 * it finds the map (../early-reads.ts).
 */
const earlyReads = () =>
  ((globalThis as unknown as Partial<Record<EarlyReadsKey, EarlyReads>>)[EARLY_READS] ??= new Map())

/** The answer ../early-reads.ts asked for as the page loaded, the first time `path` is read. */
function takeEarlyRead(path: string): Promise<Response> | undefined {
  const reads = earlyReads()
  const read = reads.get(path)
  reads.delete(path)
  return read
}

async function call(path: string, init: RequestInit): Promise<Response> {
  let response: Response
  try {
    // A change (a sign-in, a sign-out, an answer) makes what the page read as it loaded old news:
    // a 401 from before a sign-in, taken after it, would sign the person out again.
    if (init.method !== 'GET') earlyReads().clear()
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
  const error = errorOf(body)
  const code = error ? error.code : `http_${response.status}`
  const details = (body as { error?: { details?: unknown } } | undefined)?.error?.details
  const message = errorWords(code, error?.message)
  throw new StaffApiError(response.status, code, message, details)
}

/** How an answer is checked: a zod schema fits. */
export interface AnswerCheck<T> {
  safeParse(value: unknown): { success: boolean; data?: T }
}

/** The answer taken as `T`, as long as it is JSON at all (see the top of this file). */
export const unchecked = <T>(): AnswerCheck<T> => ({
  safeParse: (value) => ({ success: value !== undefined && value !== null, data: value as T }),
})

async function read<T>(response: Response, check: AnswerCheck<T>): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = check.safeParse(body)
  if (!parsed.success)
    throw new StaffApiError(response.status, 'bad_answer', errorWords('bad_answer'))
  return parsed.data as T
}

export async function staffGet<T>(path: string, check: AnswerCheck<T>): Promise<T> {
  return read(await call(path, { method: 'GET' }), check)
}

/** A POST with a JSON body; the answer read with `check`, or nothing (a 204). */
export async function staffPost<T>(path: string, body: object, check: AnswerCheck<T>): Promise<T>
export async function staffPost(path: string, body: object): Promise<void>
export async function staffPost<T>(path: string, body: object, check?: AnswerCheck<T>) {
  const response = await call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return check ? read(response, check) : undefined
}

/** The API's error body (contract/api-error.ts), if `body` is one. */
function errorOf(body: unknown): ApiErrorBody['error'] | undefined {
  const error = (body as { error?: Partial<ApiErrorBody['error']> } | null | undefined)?.error
  return typeof error?.code === 'string' && typeof error.message === 'string'
    ? (error as ApiErrorBody['error'])
    : undefined
}
