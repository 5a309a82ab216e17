// What a language's file must hold: exactly the keys of the English one (./en.ts), each text a
// string and each function the same function. `satisfies Messages` in a language's file makes a
// missing key, an extra key or a wrong kind of value an error of `npm run check`.
import type { en } from './en'

/** English's shape with its texts widened to `string` (its literal words are not the type). */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : { readonly [K in keyof T]: Widen<T[K]> }

export type Messages = Widen<typeof en>
