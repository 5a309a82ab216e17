// The fuzz's raw material (tests/support/fuzz-cases.ts): text a guest may well type, and the
// text, values, JSON and path segments no field or route should make anything of.
/** Text a guest may well type, which must round-trip and replay (finding 4). */
export const UNUSUAL_NAMES = [
  'Zoe\u0308 Ade\u0301ola',
  'Zoë Adéola',
  '👩🏽‍🍳 Ngozi 🇳🇬',
  'مريم العلي',
  'שרה לוי',
  '  Ada   Obi  ',
  'Ｎｇｏｚｉ',
  'O’Brien-Ñúñez',
  '李小龍',
]
/** Text no field may hold, or should make nothing of. */
export const HOSTILE_TEXT = [
  '\u0000',
  'Ada\u0000Obi',
  '\ud800',
  'Lone \udfff surrogate',
  'cut \ud83d',
  '\u0007\u0008\u001b[31m',
  '\u007f',
  '\u0085\u009b',
  'a\r\nb',
  '\t',
  '\u2028\u2029',
  '\u202eevil',
  '\ufeff',
  '\uffff\ufffe',
  "'; DROP TABLE reservations;--",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00',
  '',
  ' ',
  'x'.repeat(101),
  'y'.repeat(5000),
]
export const HOSTILE_VALUES: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  [],
  {},
  ['x'],
  { a: 1 },
]
/** Raw JSON values JSON.stringify cannot write. */
export const RAW_JSON_VALUES = ['1e999', '-0', '12345678901234567890', '"\\ud800"', '"\\u0000"']
export const PROTO_KEYS = ['"__proto__":{"polluted":true}', '"constructor":{"prototype":{"x":1}}']

export const PATH_IDS = [
  '%00',
  '%ff',
  '%ED%A0%80',
  '%C0%AF',
  '%',
  '%%',
  '%2',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a%0Db',
  '%0A',
  '%1B',
  '%7F',
  '%C2%85',
  encodeURIComponent("'; DROP TABLE facilities;--"),
  encodeURIComponent('👩🏽‍🍳'),
  '__proto__',
  'constructor',
  'null',
  '-1',
  '0x10',
  '%20',
]
