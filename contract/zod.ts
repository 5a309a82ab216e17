// Zod as the contract uses it: without code generation through `new Function`, which the site's
// Content-Security-Policy forbids (script-src has no 'unsafe-eval'). The schemas are small; the
// interpreted checks cost nothing a guest or the server would notice.
import { z } from 'zod'

z.config({ jitless: true })

export { z }
