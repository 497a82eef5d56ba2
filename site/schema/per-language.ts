/**
 * Objects keyed by the declared languages (site.languages.ts): the shape of
 * every per-language field, so a third language is a declaration, not a schema edit.
 */
import { z } from 'zod'
import { DEFAULT_LANG, LANGS, type Lang } from '../lang.ts'

type DefaultLang = typeof DEFAULT_LANG

/**
 * `{ <default>: S, <other>?: S, … }`: the default language's value is
 * required, the others' optional (a page that exists in the default language only).
 */
export function defaultAndOptional<S extends z.ZodType>(schema: S) {
  const shape = Object.fromEntries(LANGS.map((lang) => [lang, lang === DEFAULT_LANG ? schema : schema.optional()]))
  return z.strictObject(shape as { [L in Lang]: L extends DefaultLang ? S : z.ZodOptional<S> })
}

/** `{ <lang>: S }` for every declared language, each required. */
export function everyLanguage<S extends z.ZodType>(schema: S) {
  const shape = Object.fromEntries(LANGS.map((lang) => [lang, schema]))
  return z.strictObject(shape as { [L in Lang]: S })
}
