/**
 * The site's languages: English, the default, and Spanish under /es. The
 * bottom of the core: it imports nothing, so every module, the browser's
 * included, may take the list and its type from here.
 */
export const LANGS = ['en', 'es'] as const

/** A language of the site. */
export type Lang = (typeof LANGS)[number]
