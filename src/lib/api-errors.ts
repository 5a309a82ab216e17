// What goes wrong when the site talks to the API, and what a guest is told: apart from the client
// (src/lib/api-client.ts) and its schemas, so a page can show an error without loading them.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** The request never reached the API, or no answer came back. */
export class NetworkError extends Error {}

/** 4xx answers that a later try may still turn into a success. */
const RETRYABLE_4XX = new Set([408, 425, 429])

/**
 * Whether a failed call may succeed if sent again: no answer, a 5xx (an outage is a 503), a
 * 408/425/429, or an answer the site could not read. Any other 4xx is the hotel's final word.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status < 400 || error.status >= 500 || RETRYABLE_4XX.has(error.status)
}

/** What to tell a guest when a call failed. */
export function describeError(error: unknown): string {
  if (error instanceof NetworkError) {
    return 'We could not reach the hotel right now. Please check your connection and try again.'
  }
  if (error instanceof ApiError && error.status < 500) return error.message
  return 'Something went wrong on our side. Please try again in a moment.'
}
