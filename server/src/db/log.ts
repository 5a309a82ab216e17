/** Where the database layer reports what it survives (a lost connection): pino's shape. */
export interface DatabaseLog {
  info(details: Record<string, unknown>, message: string): void
  warn(details: Record<string, unknown>, message: string): void
}

/** Before the app's logger exists, and for the staff CLI: one line on stderr. */
export const stderrLog: DatabaseLog = {
  info: (_details, message) => console.error(message),
  warn: (details, message) => {
    const err = details.err as { message?: string } | undefined
    console.error(err?.message ? `${message}: ${err.message}` : message)
  },
}
