// The repository's boundaries as one ESLint rule: each import (and `export ... from`, and a
// dynamic `import('...')` of a literal) is resolved to a path inside the repository and checked
// against the zones eslint.config.js lists. Core `no-restricted-imports` matches the text of a
// specifier, so `../reservations/x` from one feature slips past a `**/features/reservations/**`
// pattern; resolving the path sees every spelling alike.
import path from 'node:path'

/**
 * @typedef {object} Zone
 * @property {(file: string) => boolean} from  the importing file, repository-relative (posix)
 * @property {(target: string, file: string) => boolean} to  what it may not import: a
 *   repository-relative path without its extension (relative specifiers), or else the package name
 * @property {string} message  why, and where to put what both sides need
 * @property {boolean} [typesPass]  an import of types only (`import type`, `export type`) passes:
 *   it is gone once compiled, so it ties no layer to another at run time
 */

/** True when `file` is `dir` itself or lies under it. */
export const under = (dir) => (file) => file === dir || file.startsWith(`${dir}/`)

/** The plugin, for `plugins: { boundaries: importBoundaries(root, zones) }`. */
export function importBoundaries(root, /** @type {Zone[]} */ zones) {
  const rel = (absolute) => path.relative(root, absolute).split(path.sep).join('/')
  return {
    rules: {
      imports: {
        meta: {
          type: 'problem',
          schema: [],
          docs: { description: 'the boundaries between parts' },
        },
        create(context) {
          const file = rel(context.filename)
          if (file.startsWith('..')) return {}
          const mine = zones.filter((zone) => zone.from(file))
          if (mine.length === 0) return {}
          const check = (source, typesOnly = false) => {
            if (!source || typeof source.value !== 'string') return
            const specifier = source.value
            const target = specifier.startsWith('.')
              ? rel(path.resolve(path.dirname(context.filename), specifier)).replace(
                  /\.(tsx?|jsx?|mjs)$/,
                  '',
                )
              : specifier
            for (const zone of mine) {
              if (typesOnly && zone.typesPass) continue
              if (zone.to(target, file))
                context.report({ node: source, message: `${specifier}: ${zone.message}` })
            }
          }
          /** `import type { A }`, or `import { type A, type B }`: types and nothing else. */
          const onlyTypes = (node, kind) =>
            node[kind] === 'type' ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s[kind] === 'type'))
          return {
            ImportDeclaration: (node) => check(node.source, onlyTypes(node, 'importKind')),
            ExportNamedDeclaration: (node) => check(node.source, onlyTypes(node, 'exportKind')),
            ExportAllDeclaration: (node) => check(node.source),
            ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
          }
        },
      },
    },
  }
}
