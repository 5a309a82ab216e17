// What buildApp hands each domain's plugin (plugins/*.ts): the services of the one wiring
// (services.ts). A domain takes what it needs from them, so a new one is one line in app.ts.
import type { Services } from '../services'

export interface DomainOptions {
  services: Services
}

/** The rules' clock, or the machine's (a route's clock must always be one). */
export function routeClock(services: Services): () => Date {
  return services.now ?? (() => new Date())
}
