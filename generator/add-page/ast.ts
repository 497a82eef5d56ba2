/**
 * ts-morph helpers shared by the manifest and locale edits. Files are edited
 * in memory; nothing here touches the disk.
 */
import {
  IndentationText,
  Node,
  Project,
  QuoteKind,
  SyntaxKind,
  type ObjectLiteralExpression,
  type SourceFile,
} from 'ts-morph'
import { AddPageError } from './errors.ts'

/**
 * An in-memory source file. The manipulation settings follow .prettierrc.json
 * (2 spaces, single quotes, trailing commas); ts-morph's defaults are 4 spaces
 * and no trailing commas, which would reformat every line it touches.
 */
export function openSource(name: string, text: string): SourceFile {
  const project = new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      quoteKind: QuoteKind.Single,
      useTrailingCommas: true,
    },
  })
  return project.createSourceFile(name, text)
}

/**
 * The object literal a module exports by default, whether written inline
 * (`export default { ... }`) or through a constant (`const en = { ... }
 * satisfies BaseTranslation; export default en`).
 */
export function defaultExportObject(file: SourceFile, label: string): ObjectLiteralExpression {
  const assignment = file.getExportAssignment((e) => !e.isExportEquals())
  let node: Node | undefined = assignment?.getExpression()
  if (node && Node.isIdentifier(node)) node = file.getVariableDeclaration(node.getText())?.getInitializer()
  while (
    node &&
    (Node.isSatisfiesExpression(node) || Node.isAsExpression(node) || Node.isParenthesizedExpression(node))
  )
    node = node.getExpression()
  if (!node || !Node.isObjectLiteralExpression(node))
    throw new AddPageError(`${label}: cannot find the object it exports by default; was the file restructured?`)
  return node
}

/**
 * Adds `import <name> from './<file>'` among the relative imports, keeping
 * them sorted by module path, with the extension those imports use (.js in
 * locales/i18n, .ts in locales/english-only).
 */
export function addSortedImport(file: SourceFile, name: string, base: string): string {
  const imports = file.getImportDeclarations()
  const relative = imports.filter((i) => i.getModuleSpecifierValue().startsWith('./'))
  const extension = relative[0]?.getModuleSpecifierValue().match(/\.[jt]s$/)?.[0] ?? '.ts'
  const specifier = `./${base}${extension}`
  const before = relative.find((i) => i.getModuleSpecifierValue() > specifier)
  const index = before ? before.getChildIndex() : (imports.at(-1)?.getChildIndex() ?? -1) + 1
  // As text: ts-morph's import printer always ends the statement with a semicolon.
  file.insertStatements(index, `import ${name} from '${specifier}'`)
  return specifier
}

/** The string value of `key: '...'` in an object literal, if it is a plain string. */
export function stringProperty(object: ObjectLiteralExpression, key: string): string | undefined {
  const init = object.getProperty(key)?.asKind(SyntaxKind.PropertyAssignment)?.getInitializer()
  return init && Node.isStringLiteral(init) ? init.getLiteralValue() : undefined
}
