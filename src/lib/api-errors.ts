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

/** What to tell a guest when a call failed. */
export function describeError(error: unknown): string {
  if (error instanceof NetworkError) {
    return 'We could not reach the hotel right now. Please check your connection and try again.'
  }
  if (error instanceof ApiError && error.status < 500) return error.message
  return 'Something went wrong on our side. Please try again in a moment.'
}
