// The W3C Nu HTML checker (vnu-jar, on Java), as the specs that check pages run it: one run for
// many files (its JVM takes seconds to start), its plain notes left out, with canaries it must
// refuse, and its errors as lines that name the file, the line and the markup.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'

/** The checker's jar, as the vnu-jar package ships it (its main module is the jar's path). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))

interface VnuMessage {
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
async function vnu(files: string[]): Promise<VnuMessage[]> {
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

/**
 * Canaries the checker must refuse, proof that it ran and read: the start-up's old markup (an
 * after-paint script with a `src`), and a `p` where the head's content goes.
 */
const CANARIES = {
  'canary-after-paint':
    '<!doctype html><html lang="en"><title>t</title><script type="x/after-paint" src="/a.js"></script>',
  'canary-p-in-head': '<!doctype html><html lang="en"><title>t</title><p><div></p>',
}

/**
 * The checker's errors on `files`, each with its file, line and markup; its warnings go to the
 * test's output. The canaries are written into `dir` and checked with them: each must be refused.
 */
export async function checkerErrors(dir: string, files: string[]): Promise<string[]> {
  const canaries = Object.entries(CANARIES).map(([name, html]) => {
    const file = path.join(dir, `${name}.html`)
    fs.writeFileSync(file, html)
    return file
  })
  const all = await vnu([...canaries, ...files])
  const fileOf = (m: VnuMessage) => path.basename(decodeURIComponent(m.url))
  const canaryNames = new Set(canaries.map((file) => path.basename(file)))
  for (const name of canaryNames) {
    expect(
      all.filter((m) => fileOf(m) === name && m.type === 'error').length,
      name,
    ).toBeGreaterThan(0)
  }
  const messages = all.filter((m) => !canaryNames.has(fileOf(m)))
  const where = (m: VnuMessage) =>
    `${fileOf(m)}:${m.lastLine ?? '?'}: ${m.message}` +
    (m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : '')
  const warnings = messages.filter((m) => m.type === 'info')
  for (const warning of warnings) {
    test.info().annotations.push({ type: 'HTML warning', description: where(warning) })
  }
  if (warnings.length > 0) console.log(`HTML warnings:\n${warnings.map(where).join('\n')}`)
  return messages.filter((m) => m.type !== 'info').map(where)
}
