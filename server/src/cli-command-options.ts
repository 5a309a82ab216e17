// What the CLI (cli.ts) hands every domain's commands (each cli-commands.ts): its usage error,
// and for those that print instants, the hotel's clock. Below the domains, so each imports it.

export interface CommandOptions {
  /** The CLI's usage error (exit code 2). */
  usage: (message: string) => Error
}

export interface TimedCommandOptions extends CommandOptions {
  /** An instant as the hotel's clock reads it. */
  time: (iso: string) => string
}
