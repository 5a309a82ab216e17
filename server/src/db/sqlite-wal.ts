// Reads a SQLite write-ahead log before SQLite does, to tell a damaged one from a normal one.
//
// Why: SQLite's recovery trusts the WAL as far as it checks out and silently drops the rest. A WAL
// whose header is damaged counts as empty; a frame whose checksum fails ends the log there, and
// every transaction after it is dropped. That is right for a crash's torn tail (the last, never
// acknowledged transaction) and wrong for damage (a storage fault, a bad copy): bookings the guests
// were told were received vanish, their nights are sold again, and the last connection to close
// deletes the WAL whose frames could still have been recovered. So every opener (the server, the
// staff CLI, the backup, the restore) looks first, and a damaged WAL stops it with the files left
// as they are.
//
// The format (https://www.sqlite.org/fileformat2.html#walformat): a 32-byte header (magic, format
// version, page size, checkpoint sequence, two salts, a checksum of the first 24 bytes), then
// frames of a 24-byte header (page number; for the last frame of a transaction, the database's
// size in pages: a "commit frame"; the header's salts; a checksum) and a page. Each frame's
// checksum continues the previous one's (the first continues the header's), over the frame
// header's first 8 bytes and the page.
//
// Damage, not a torn tail: the log's chain breaks at a frame, and after it the file still holds a
// commit frame that carries the header's salts and checks out against its own predecessor (each
// frame stores its running checksum, so a frame can be checked alone). Writes reach the WAL in
// order and a transaction is acknowledged only after its commit frame is synced, so a committed
// transaction after the break means the break is not a crash's unfinished last transaction.
// Frames left behind a rolled-back transaction carry the salts but never a commit frame; frames
// of an earlier generation (before a checkpoint restarted the log) carry other salts.
import fs from 'node:fs'
import { DatabaseStartError } from './start-errors'

export type WalVerdict =
  | { state: 'absent' | 'sound' }
  | {
      state: 'damaged'
      why: string
      /** The header, or the first frame that fails; and the committed transactions after it. */
      at: { header: true } | { frame: number; commitsAfter: number }
      /** The bytes that showed it, for a second look. */
      evidence: Buffer
    }

const WAL_HEADER = 32
const FRAME_HEADER = 24
const MAGIC_LE = 0x377f0682 // checksums over little-endian words
const MAGIC_BE = 0x377f0683 // ... big-endian words
const VERSION = 3007000

/** SQLite's WAL checksum: pairs of 32-bit words folded into two running sums. */
function checksum(
  data: Buffer,
  start: number,
  end: number,
  bigEndian: boolean,
  seed: [number, number],
): [number, number] {
  let [s0, s1] = seed
  for (let i = start; i < end; i += 8) {
    const x0 = bigEndian ? data.readUInt32BE(i) : data.readUInt32LE(i)
    const x1 = bigEndian ? data.readUInt32BE(i + 4) : data.readUInt32LE(i + 4)
    s0 = (s0 + x0 + s1) >>> 0
    s1 = (s1 + x1 + s0) >>> 0
  }
  return [s0, s1]
}

function validPageSize(size: number): boolean {
  return size >= 512 && size <= 65536 && (size & (size - 1)) === 0
}

/** A WAL's bytes, read a frame at a time: a WAL can be larger than a Buffer may be. */
interface WalSource {
  size: number
  read(offset: number, length: number): Buffer
}

const bufferSource = (wal: Buffer): WalSource => ({
  size: wal.length,
  read: (offset, length) => wal.subarray(offset, offset + length),
})

/** What the bytes of a WAL say: sound (as far as SQLite will read it, and no further) or damaged. */
export function inspectWalBytes(wal: Buffer): WalVerdict {
  return inspectWalSource(bufferSource(wal))
}

function inspectWalSource(wal: WalSource): WalVerdict {
  if (wal.size === 0) return { state: 'absent' }
  // A header never finished: the WAL was being started when the process stopped; it holds nothing.
  if (wal.size < WAL_HEADER) return { state: 'sound' }
  const header = Buffer.from(wal.read(0, WAL_HEADER))
  if (header.length < WAL_HEADER) return { state: 'sound' } // truncated (checkpointed) meanwhile
  const magic = header.readUInt32BE(0)
  const pageSize = header.readUInt32BE(8)
  const bigEndian = magic === MAGIC_BE
  const headerSum = checksum(header, 0, 24, bigEndian, [0, 0])
  const headerOk =
    (magic === MAGIC_LE || magic === MAGIC_BE) &&
    header.readUInt32BE(4) === VERSION &&
    validPageSize(pageSize) &&
    headerSum[0] === header.readUInt32BE(24) &&
    headerSum[1] === header.readUInt32BE(28)
  if (!headerOk) {
    // SQLite syncs the header before it writes a frame, and rewrites it (after a checkpoint) in one
    // 32-byte write: a bad header with more behind it is damage, and SQLite would read the log as
    // empty, losing every frame in it.
    if (wal.size > WAL_HEADER) {
      return {
        state: 'damaged',
        why: 'its header is damaged',
        at: { header: true },
        evidence: header,
      }
    }
    return { state: 'sound' }
  }
  const salt1 = header.readUInt32BE(16)
  const salt2 = header.readUInt32BE(20)
  const frameSize = FRAME_HEADER + pageSize
  const frames = Math.floor((wal.size - WAL_HEADER) / frameSize)
  const frameAt = (n: number) => wal.read(WAL_HEADER + (n - 1) * frameSize, frameSize)
  const storedSum = (frame: Buffer): [number, number] => [
    frame.readUInt32BE(16),
    frame.readUInt32BE(20),
  ]
  /** A frame against the checksum `seed` it should continue. */
  const checksOut = (frame: Buffer, seed: [number, number]) => {
    if (frame.readUInt32BE(0) === 0) return false // page 0 does not exist
    if (frame.readUInt32BE(8) !== salt1 || frame.readUInt32BE(12) !== salt2) return false
    const withHeader = checksum(frame, 0, 8, bigEndian, seed)
    const sum = checksum(frame, FRAME_HEADER, frameSize, bigEndian, withHeader)
    return sum[0] === frame.readUInt32BE(16) && sum[1] === frame.readUInt32BE(20)
  }
  let running: [number, number] = [header.readUInt32BE(24), header.readUInt32BE(28)]
  let broken = 0
  let brokenFrame = Buffer.alloc(0)
  let end = frames
  for (let n = 1; n <= frames; n++) {
    const frame = frameAt(n)
    if (frame.length < frameSize) {
      end = n - 1 // the log ended here as it was being read
      break
    }
    if (!checksOut(frame, running)) {
      broken = n
      brokenFrame = Buffer.from(frame)
      break
    }
    running = storedSum(frame)
  }
  if (broken === 0) return { state: 'sound' }
  let firstCommit: Buffer | undefined
  let commitsAfter = 0
  let previous = storedSum(brokenFrame)
  for (let n = broken + 1; n <= end; n++) {
    const frame = frameAt(n)
    if (frame.length < frameSize) break
    const isCommit = frame.readUInt32BE(4) !== 0
    if (isCommit && checksOut(frame, previous)) {
      firstCommit ??= Buffer.from(frame)
      commitsAfter++
    }
    previous = storedSum(frame)
  }
  if (firstCommit) {
    return {
      state: 'damaged',
      why: `frame ${broken} of ${frames} fails its checksum, and a committed transaction follows it`,
      at: { frame: broken, commitsAfter },
      evidence: Buffer.concat([brokenFrame, firstCommit]),
    }
  }
  return { state: 'sound' } // a torn tail: SQLite drops it, as it should
}

/** The WAL file `file` as it is now; absent when there is none. */
function inspectWalFile(file: string): WalVerdict {
  let fd: number
  try {
    fd = fs.openSync(file, 'r')
  } catch (error) {
    // ENOTDIR: a file where a folder of the path should be; opening the database says so.
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return { state: 'absent' }
    throw error
  }
  try {
    const size = fs.fstatSync(fd).size
    return inspectWalSource({
      size,
      read(offset, length) {
        const bytes = Buffer.alloc(length)
        // Fewer when another process truncated the log meanwhile (a checkpoint): it ends there.
        return bytes.subarray(0, fs.readSync(fd, bytes, 0, length, offset))
      },
    })
  } finally {
    fs.closeSync(fd)
  }
}

/** A pause between two looks at a WAL that another process may be writing. */
const SECOND_LOOK_MS = 50
const LOOKS = 5
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * The verdict on `<sqliteFile>-wal`. A server writing it while this looks (the CLI beside it) can
 * show a frame half-written with the next already there: damage is declared only when a second
 * look shows the same bytes. A WAL that keeps changing is being written by a live connection, so
 * SQLite will use that connection's index of it, not recover it from the file.
 */
export function inspectWal(sqliteFile: string): WalVerdict {
  const file = `${sqliteFile}-wal`
  let verdict = inspectWalFile(file)
  for (let look = 1; look < LOOKS && verdict.state === 'damaged'; look++) {
    pause(SECOND_LOOK_MS) // only ever after a first look found damage
    const again = inspectWalFile(file)
    if (again.state === 'damaged' && again.evidence.equals(verdict.evidence)) return verdict
    verdict = again
  }
  return verdict.state === 'damaged' ? { state: 'sound' } : verdict
}

/**
 * Stops before SQLite opens `sqliteFile` when the log beside it would lose acknowledged data: a
 * damaged WAL, or a WAL without its database (SQLite would replay it into a new, empty file).
 * Nothing is written: the files stay as they are, for a backup's restore or a recovery. The WAL
 * is read before the database is looked at: SQLite writes the database's first page before it
 * starts a WAL, so a WAL seen first and a database missing after is not another process that is
 * creating both at this moment.
 */
export function checkSqliteCompanions(sqliteFile: string): void {
  const walFile = `${sqliteFile}-wal`
  let verdict: WalVerdict
  let walSize = 0
  try {
    verdict = inspectWal(sqliteFile)
    // Gone since (the last connection of another process closed and deleted it): nothing to replay.
    if (verdict.state !== 'absent') {
      walSize = fs.statSync(walFile, { throwIfNoEntry: false })?.size ?? 0
    }
  } catch (error) {
    throw new DatabaseStartError(`Cannot read ${walFile} (${(error as Error).message}).`)
  }
  if (verdict.state === 'absent') return
  const databaseSize = fs.statSync(sqliteFile, { throwIfNoEntry: false })?.size ?? 0
  if (databaseSize === 0 && walSize >= WAL_HEADER) {
    throw new DatabaseStartError(
      `Cannot open ${sqliteFile}: it is missing or empty, but its write-ahead log ${walFile} is there, and SQLite would replay it into a new, empty database. Nothing was changed: put the database back beside it (or restore a backup: docs/running.md, "A damaged write-ahead log"); move the log away only to start a new database.`,
    )
  }
  if (verdict.state === 'damaged') {
    throw new DatabaseStartError(
      `Cannot open ${sqliteFile}: its write-ahead log ${walFile} is damaged (${verdict.why}), and SQLite would silently drop what was written after the damage. Nothing was changed: copy the data folder as it is, then restore a backup or recover the log as docs/running.md, "A damaged write-ahead log", says.`,
    )
  }
}

/** 2x2 matrices and pairs of 32-bit words, mod 2^32: the WAL checksum is affine in its seed. */
type Pair = [number, number]
type Matrix = [number, number, number, number] // [a, b, c, d]: (x, y) -> (a x + b y, c x + d y)
const apply = ([a, b, c, d]: Matrix, [x, y]: Pair): Pair => [
  (Math.imul(a, x) + Math.imul(b, y)) >>> 0,
  (Math.imul(c, x) + Math.imul(d, y)) >>> 0,
]
const add = ([a, b]: Pair, [c, d]: Pair): Pair => [(a + c) >>> 0, (b + d) >>> 0]

/**
 * A new header for a log whose header is damaged, so that SQLite reads every frame again: the
 * format's constants, the database's page size, the salts every frame carries, and the one value
 * that cannot be read anywhere else, the checkpoint sequence number, found as the one that makes
 * the first frame's checksum check out (the checksum is affine in its seed, so each candidate
 * costs a few multiplications). Undefined when no candidate fits: the frames are damaged too.
 */
export function rebuiltWalHeader(wal: Buffer, pageSize: number): Buffer | undefined {
  const frameSize = FRAME_HEADER + pageSize
  if (!validPageSize(pageSize) || wal.length < WAL_HEADER + frameSize) return undefined
  const at = WAL_HEADER
  const salts: Pair = [wal.readUInt32BE(at + 8), wal.readUInt32BE(at + 12)]
  const stored: Pair = [wal.readUInt32BE(at + 16), wal.readUInt32BE(at + 20)]
  for (const magic of [MAGIC_LE, MAGIC_BE]) {
    const bigEndian = magic === MAGIC_BE
    const frameSum = (seed: Pair) =>
      checksum(
        wal,
        at + FRAME_HEADER,
        at + frameSize,
        bigEndian,
        checksum(wal, at, at + 8, bigEndian, seed),
      )
    const base = frameSum([0, 0])
    const column0 = add(frameSum([1, 0]), [-base[0] >>> 0, -base[1] >>> 0])
    const column1 = add(frameSum([0, 1]), [-base[0] >>> 0, -base[1] >>> 0])
    const m: Matrix = [column0[0], column1[0], column0[1], column1[1]]
    const header = Buffer.alloc(WAL_HEADER)
    header.writeUInt32BE(magic, 0)
    header.writeUInt32BE(VERSION, 4)
    header.writeUInt32BE(pageSize, 8)
    header.writeUInt32BE(salts[0], 16)
    header.writeUInt32BE(salts[1], 20)
    // The sequence counts the log's restarts (about one per 1000 pages written) since the file
    // was created (a clean stop deletes it): 4 million tries (under a second) cover centuries.
    for (let sequence = 0; sequence < 1 << 22; sequence++) {
      header.writeUInt32BE(sequence, 12)
      const headerSum = checksum(header, 0, 24, bigEndian, [0, 0])
      const sum = add(apply(m, headerSum), base)
      if (sum[0] === stored[0] && sum[1] === stored[1]) {
        header.writeUInt32BE(headerSum[0], 24)
        header.writeUInt32BE(headerSum[1], 28)
        return header
      }
    }
  }
  return undefined
}
