/**
 * Images whose pixels carry words exist once per language: a Spanish page
 * shows the Spanish file, drawn from the Spanish copy. This module says which
 * images carry words (every image the site shows is declared here, so a new
 * one must be classed) and where each language's file is. The check over the
 * built HTML (generator/html-checks/localized-images.ts) holds every /es page
 * to it.
 *
 * Pure functions: safe to import from browser code.
 */
import { localeFile } from '../locales/paths.ts'
import { escapeRegExp } from './escape.ts'
import { DEFAULT_LANG, LANGS, type Lang } from './lang.ts'

/** What the images under a path carry. */
export interface ImageClass {
  pattern: RegExp
  /** Words a visitor reads (so one file per language), or none (logos are names, the same in every language). */
  text: boolean
  why: string
}

/** Every image the site shows, by where it lives in public/. */
export const IMAGE_CLASSES: readonly ImageClass[] = [
  {
    pattern: /^\/images\/mock\//,
    text: true,
    why: `product screens, drawn from ${localeFile('*', 'screens')} by \`npm run screens\``,
  },
  {
    pattern: /^\/media\/product-demo/,
    text: true,
    why: 'the product tour: its poster and clip show the screens (`npm run assets`)',
  },
  {
    pattern: /^\/og\//,
    text: true,
    why: 'social images carry the page title, drawn by the build in the page language (site/og-image.ts)',
  },
  {
    pattern: /^\/images\/logos\//,
    text: false,
    why: 'logo sprites (one image per kind of logo): names, the same in every language',
  },
  { pattern: /^\/images\/(founders|illustrations)\//, text: false, why: 'drawings without words' },
  { pattern: /^\/(favicon\.|icons\/)/, text: false, why: 'the mark, without words' },
  {
    pattern: /^\/assets\/img\//,
    text: false,
    why: 'images of the Markdown texts (site/content/images.ts): each language’s text names its own file, so a picture with words gets a Spanish file named by the Spanish text',
  },
]

/** The class of an image path, or undefined when none is declared. */
export const imageClassOf = (path: string): ImageClass | undefined => IMAGE_CLASSES.find((c) => c.pattern.test(path))

/**
 * The translated language a file of a text-bearing image is in ("connect.es.svg",
 * a social image "home-es.1a2b3c4d.png" → "es"), or undefined for the
 * default language's file.
 */
export const fileLanguageOf = (path: string): Lang | undefined =>
  LANGS.find(
    (lang) =>
      lang !== DEFAULT_LANG && new RegExp(`[.-]${escapeRegExp(lang)}(\\.[0-9a-f]{8})?\\.[a-z0-9]+$`, 'i').test(path),
  )

/** A file of a text-bearing image in a language: the default language's path itself, or "name.<lang>.ext" beside it. */
export const localizedFile = (path: string, lang: Lang): string =>
  lang === DEFAULT_LANG ? path : path.replace(/(\.[a-z0-9]+)$/i, `.${lang}$1`)

/** A product screen of public/images/mock/ in a language. */
export const screenImage = (name: string, lang: Lang): string => localizedFile(`/images/mock/${name}.svg`, lang)
