import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import type { PublicAnalytics } from './analytics.ts'
import { SiteConfigSchema, type PublicConfig, type SiteConfig } from './schema/config.ts'
import { ConfigError } from './errors.ts'
import { fieldIssues } from './schema/issues.ts'
import { ENV_NAMES, exampleReason, specOf, type EnvVar } from './env.ts'

export { ENV, ENV_NAMES, exampleReason, specOf, type EnvVar } from './env.ts'

export interface LoadOptions {
  /** Build mode; `production` refuses example values. Default: SITE_MODE or "development". */
  mode?: string
  /** Variables to read; default: process.env merged over `.env` and `.env.<mode>`. */
  env?: Record<string, string | undefined>
  /** Directory holding the .env files. */
  root?: string
}

/**
 * The variables of a mode's env files under `root`, as Vite reads them for the
 * same mode (`.env`, `.env.local`, `.env.<mode>`, `.env.<mode>.local`, each
 * over the one before), read with Node's own parser: the core imports no Vite.
 */
export function envFiles(mode: string, root: string): Record<string, string> {
  const names = ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`]
  return Object.assign(
    {},
    ...names
      .map((name) => join(root, name))
      .flatMap((file) => (existsSync(file) ? [parseEnv(readFileSync(file, 'utf8'))] : [])),
  ) as Record<string, string>
}

/** The mode a build runs in (`--mode` of the build CLI sets SITE_MODE). */
export function currentMode(): string {
  return process.env.SITE_MODE ?? 'development'
}

function setPath(target: Record<string, unknown>, path: string, value: string): void {
  const keys = path.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
  node[keys.at(-1)!] = value
}

/** An example or local value that must never reach production. */
export const isExampleValue = (value: string): boolean => exampleReason(value) !== null

/** One refused variable: `NAME: why; e.g. a valid value` (never its current value, which reads like one to set). */
const refusal = (name: EnvVar, why: string) => {
  const example = specOf(name).example
  return `  ${name}: ${why}; ${example ? `e.g. ${example}` : 'leave it empty'}`
}

/** Why production refuses a variable's value, or null. */
function productionReason(name: EnvVar, value: string, set: boolean): string | null {
  const spec = specOf(name)
  if (spec.production === 'required' && !set) return 'not set (its default is a local placeholder)'
  const example = spec.production === 'optional' ? null : exampleReason(value)
  if (example) return example
  return value === '' ? null : (spec.productionCheck?.(value) ?? null)
}

/**
 * Reads, validates and returns the site config. Throws a ConfigError whose
 * message lists each refused variable as `NAME: why; e.g. <valid value>`.
 * A production build also refuses a required variable left unset and any
 * example or local value.
 */
export function loadSiteConfig(options: LoadOptions = {}): SiteConfig {
  const mode = options.mode ?? currentMode()
  const production = mode === 'production'
  const env = options.env ?? { ...envFiles(mode, options.root ?? process.cwd()), ...process.env }
  const given = (name: EnvVar) => env[name]?.trim() ?? ''
  const values = Object.fromEntries(
    ENV_NAMES.map((name) => {
      const spec = specOf(name)
      return [name, given(name) || (production ? spec.productionDefault : undefined) || spec.local]
    }),
  ) as Record<EnvVar, string>
  values.SITE_LEGAL_NAME ||= `${values.SITE_BRAND} LLC`

  const raw: Record<string, unknown> = {}
  for (const name of ENV_NAMES) setPath(raw, specOf(name).path, values[name]!)
  const parsed = SiteConfigSchema.safeParse(raw)

  const reasons = new Map<EnvVar, string>()
  if (!parsed.success) {
    const byPath = new Map(ENV_NAMES.map((name) => [specOf(name).path, name]))
    for (const issue of fieldIssues(parsed.error)) {
      const name = byPath.get(issue.field)
      if (name && !reasons.has(name)) reasons.set(name, issue.message)
      else if (!name) throw new ConfigError(`site config: ${issue.field}: ${issue.message}`)
    }
  }
  if (production)
    for (const name of ENV_NAMES) {
      const why = reasons.has(name) ? null : productionReason(name, values[name]!, given(name) !== '')
      if (why) reasons.set(name, why)
    }
  // A failed parse always leaves a reason (or threw above); the second test lets TypeScript see the data.
  if (reasons.size > 0 || !parsed.success) {
    const lines = ENV_NAMES.filter((name) => reasons.has(name)).map((name) => refusal(name, reasons.get(name)!))
    const head = production
      ? `site config: a production build refuses ${lines.length} variable${lines.length > 1 ? 's' : ''}. Set each in the host's build settings or in .env.production (a template: .env.production.example; every variable: docs/configuration.md):`
      : `site config: ${lines.length} invalid value${lines.length > 1 ? 's' : ''} (every variable: docs/configuration.md):`
    throw new ConfigError(`${head}\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** The analytics integrations as the browser sees them (`null` = off). */
export function publicAnalytics(config: SiteConfig): PublicAnalytics {
  return {
    posthog: config.posthog.key
      ? { key: config.posthog.key, host: config.posthog.host, allowAutomation: config.posthog.allowAutomation }
      : null,
    metaPixelId: config.metaPixelId || null,
    googleAds: config.googleAds.id
      ? { id: config.googleAds.id, conversionLabel: config.googleAds.conversionLabel }
      : null,
  }
}

/** The subset of config that pages hand to the browser. */
export function publicConfig(config: SiteConfig): PublicConfig {
  return { contactEmail: config.contactEmail, emailjs: config.emailjs, analytics: publicAnalytics(config) }
}
