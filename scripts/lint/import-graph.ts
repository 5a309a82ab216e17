// The server's and the site's import graph as a picture of folders (docs/architecture.md, "Data
// flows one way"): which folders import each other (a pair that does
// runs against the floors, whichever way is meant), the imports running back up (in each such
// pair, the imports of the thinner direction), and the circles of modules that only types close
// (import-x/no-cycle passes them: a type is gone once compiled, yet it ties the two files).
// `npx tsx scripts/lint/import-graph.ts [--json]`; import-graph.test.ts holds server/src, src/ and
// contract/ to none of either.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '../..')

export interface ImportEdge {
  from: string
  to: string
  typeOnly: boolean
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs']

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) out.push(...sourceFiles(rel))
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name))
      out.push(rel)
  }
  return out
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), `${base}/index.ts`])
    if (
      fs.existsSync(path.join(ROOT, candidate)) &&
      fs.statSync(path.join(ROOT, candidate)).isFile()
    )
      return candidate
  return undefined
}

/** A file's imports and re-exports of other files, each marked when it carries types alone. */
export function importsOf(file: string): ImportEdge[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const edges: ImportEdge[] = []
  for (const node of source.statements) {
    let specifier: ts.Expression | undefined
    let typeOnly = false
    if (ts.isImportDeclaration(node)) {
      specifier = node.moduleSpecifier
      const clause = node.importClause
      typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)))
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      specifier = node.moduleSpecifier
      typeOnly =
        node.isTypeOnly ||
        (!!node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.every((e) => e.isTypeOnly))
    }
    if (!specifier || !ts.isStringLiteral(specifier)) continue
    const to = resolve(file, specifier.text)
    if (to) edges.push({ from: file, to, typeOnly })
  }
  // import('...') types and dynamic imports
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const to = resolve(file, node.arguments[0].text)
      if (to) edges.push({ from: file, to, typeOnly: false })
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) {
        const to = resolve(file, arg.literal.text)
        if (to) edges.push({ from: file, to, typeOnly: true })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return edges
}

/**
 * The folder a file belongs to in the picture: the first folder below `root` (a file directly
 * in `root` is its own part, as `server/src/app.ts` is).
 */
export function partOf(root: string, file: string): string | undefined {
  if (!file.startsWith(`${root}/`)) return undefined
  const rest = file.slice(root.length + 1).split('/')
  return rest.length > 1 ? `${root}/${rest[0]}/` : `${root}/${rest[0]}`
}

export interface FolderReport {
  root: string
  /** Folders that import each other, with the imports each way. */
  pairs: { a: string; b: string; aToB: ImportEdge[]; bToA: ImportEdge[] }[]
  /** In each pair, the imports of the thinner direction: those that run back up. */
  runningBackUp: ImportEdge[]
  /** Circles of modules that types close (each circle's files, in order). */
  typeCircles: string[][]
}

/**
 * Strongly connected components of the module graph with types counted (Tarjan). A circle of
 * values alone is import-x/no-cycle's to refuse, so any left here is closed by a type.
 */
function circles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>()
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to])
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const strong = (v: string): void => {
    indexOf.set(v, index)
    low.set(v, index++)
    stack.push(v)
    onStack.add(v)
    for (const w of next.get(v) ?? []) {
      if (!indexOf.has(w)) {
        strong(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!))
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const v of next.keys()) if (!indexOf.has(v)) strong(v)
  return found
}

export function folderReport(root: string, typeCircleRoots: string[] = [root]): FolderReport {
  const files = sourceFiles(root)
  const edges = files.flatMap(importsOf)
  const between = new Map<string, ImportEdge[]>()
  for (const e of edges) {
    const a = partOf(root, e.from)
    const b = partOf(root, e.to)
    if (!a || !b || a === b) continue
    const key = `${a}\u0000${b}`
    between.set(key, [...(between.get(key) ?? []), e])
  }
  const pairs: FolderReport['pairs'] = []
  for (const [key, aToB] of between) {
    const [a, b] = key.split('\u0000') as [string, string]
    if (a > b) continue
    const bToA = between.get(`${b}\u0000${a}`)
    if (bToA) pairs.push({ a, b, aToB, bToA })
  }
  const runningBackUp = pairs.flatMap((p) => (p.aToB.length <= p.bToA.length ? p.aToB : p.bToA))
  const allEdges = typeCircleRoots.flatMap((r) => sourceFiles(r)).flatMap(importsOf)
  const typeCircles = circles(allEdges).filter((c) => c.some((f) => f.startsWith(`${root}/`)))
  return { root, pairs, runningBackUp, typeCircles }
}

/** The three pictures: the server's (its circles may pass through contract/), the site's, the contract's. */
export function reports(): FolderReport[] {
  return [
    folderReport('server/src', ['server/src', 'contract']),
    folderReport('src'),
    folderReport('contract'),
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--json')) console.log(JSON.stringify(reports(), null, 2))
  else
    for (const r of reports()) {
      console.log(
        `${r.root}: ${r.pairs.length} pairs of folders importing each other, ${r.runningBackUp.length} imports running back up, ${r.typeCircles.length} circles closed by types`,
      )
      for (const p of r.pairs)
        console.log(`  ${p.a} (${p.aToB.length}) <-> ${p.b} (${p.bToA.length})`)
      for (const e of r.runningBackUp)
        console.log(`    ${e.from} -> ${e.to}${e.typeOnly ? ' (type)' : ''}`)
      for (const c of r.typeCircles) console.log(`  circle: ${c.join(', ')}`)
    }
}
