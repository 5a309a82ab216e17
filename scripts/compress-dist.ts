// Writes .br and .gz beside every compressible file of the build, once, at build time, so the
// server sends them without compressing on each request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|webmanifest|txt|xml)$/
const MIN_BYTES = 1024

export function compressDir(dir: string): number {
  let count = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const data = fs.readFileSync(file)
    if (data.length < MIN_BYTES) continue
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
    )
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
    count++
  }
  return count
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist')
  console.log(`compressed ${compressDir(dir)} files in ${dir}`)
}
