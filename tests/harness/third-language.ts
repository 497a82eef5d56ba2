/**
 * The third language the tests declare: Brazilian Portuguese under /pt, its
 * label marking it as test data. The mocked tests add it to the real
 * declaration without a build:
 *
 *   vi.mock('../../../site.languages.ts', async (importOriginal) =>
 *     (await import('../../harness/third-language.ts')).withPortuguese(await importOriginal()),
 *   )
 *
 * (imported inside the factory, which vitest hoists above the file's imports);
 * tests/unit/generator/third-language-site.test.ts writes the same
 * declaration into a scratch copy of the site and builds it.
 */

/** The declaration of the third language, as site.languages.ts would write it. */
export const PORTUGUESE = { code: 'pt', tag: 'pt-BR', prefix: '/pt', label: 'Português (dados de teste)' } as const

/** The module site.languages.ts with Portuguese declared after its languages. */
export function withPortuguese(module: unknown): { default: { default: string; languages: readonly object[] } } {
  const real = (module as { default: { default: string; languages: readonly object[] } }).default
  return { default: { ...real, languages: [...real.languages, PORTUGUESE] } }
}
