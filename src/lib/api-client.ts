// The one way the site talks to the API: base URL, JSON, and errors a guest can be shown.
import type { ZodType } from 'zod'
import { ApiErrorBody } from '../../contract/api-error'
import { reportReachable } from './connectivity'
import { ApiError, NetworkError } from './api-errors'
import { API_BASE_URL } from './env'

export { ApiError, describeError, NetworkError } from './api-errors'

export interface ApiResult<T> {
  data: T
  /** When the server produced the answer (its Date header): older if it came from a cache. */
  date: number
}

async function request<T>(
  method: string,
  path: string,
  schema: ZodType<T> | null,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  let res: Response
  try {
    res = await fetch(API_BASE_URL + path, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    reportReachable(false)
    throw new NetworkError(error instanceof Error ? error.message : 'network error')
  }
  const payload: unknown = await res.json().catch(() => undefined)
  if (!res.ok) {
    const parsed = ApiErrorBody.safeParse(payload)
    throw parsed.success
      ? new ApiError(res.status, parsed.data.error.code, parsed.data.error.message)
      : new ApiError(res.status, 'http_error', `The server answered ${res.status}.`)
  }
  const date = Date.parse(res.headers.get('date') ?? '')
  return {
    data: schema ? schema.parse(payload) : (undefined as T),
    date: Number.isNaN(date) ? Date.now() : date,
  }
}

export const api = {
  get: async <T>(path: string, schema: ZodType<T>, signal?: AbortSignal) =>
    (await request('GET', path, schema, undefined, signal)).data,
  /** The data with the time the server produced it. */
  getDated: <T>(path: string, schema: ZodType<T>) => request('GET', path, schema),
  put: async <T>(path: string, body: unknown, schema: ZodType<T>, signal?: AbortSignal) =>
    (await request('PUT', path, schema, body, signal)).data,
  post: async <T>(path: string, body: unknown, schema: ZodType<T>, signal?: AbortSignal) =>
    (await request('POST', path, schema, body, signal)).data,
  /** An answer without a body (204): nothing to read. */
  delete: async (path: string, signal?: AbortSignal) => {
    await request<void>('DELETE', path, null, undefined, signal)
  },
}
