// The W3C Nu HTML checker (vnu-jar, on Java), as the specs that check pages run it: one run for
// many files (its JVM takes seconds to start), its plain notes left out.
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'

/** The checker's jar, as the vnu-jar package ships it (its main module is the jar's path). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * A message of the checker that the HTML standard contradicts. It allows `blocking` on a link only
 * with rel="stylesheet"; the standard allows it with rel="expect" too (link types, "expect": a
 * prerendered page holds its first frame until it is parsed, src/start/after-paint.ts
 * `parsedFirst`), since 2024 (whatwg/html#9970; MDN, mdn/content#33469). vnu-jar 26.9.27, the last
 * release, still says so. Only that message, and only on such a link.
 */
const checkerBehindStandard = (m: VnuMessage) =>
  m.type === 'error' &&
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(
    m.message,
  ) &&
  /<link rel="expect" href="#[^"]+" blocking="render">/.test(m.extract ?? '')

/** The checker's messages on `files` (errors and warnings), but those `checkerBehindStandard`. */
export async function vnu(files: string[]): Promise<VnuMessage[]> {
  const { stdout } = await promisify(execFile)(
    'java',
    [
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      '--skip-info-messages',
    ].concat(files),
    { maxBuffer: 64 * 1024 * 1024 },
  )
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages.filter(
    (m) => !checkerBehindStandard(m),
  )
}
