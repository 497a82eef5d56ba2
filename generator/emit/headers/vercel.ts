import { ASSETS_PREFIX, type HeaderPlan } from './plan.ts'

/**
 * `vercel.json` for a static deploy of the built folder. Vercel applies every
 * matching `headers` entry and, for one key, the later entry wins, so the
 * catch-all comes first. Unverified on a runtime: no local Vercel runtime
 * runs offline (docs/deploy.md).
 */
export function renderVercel(plan: HeaderPlan): string {
  const entry = (source: string, list: [string, string][]) => ({
    source,
    headers: list.map(([key, value]) => ({ key, value })),
  })
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    trailingSlash: true,
    cleanUrls: false,
    headers: [entry('/(.*)', plan.everywhere), entry(`${ASSETS_PREFIX}(.*)`, plan.assets)],
  }
  return `${JSON.stringify(config, null, 2)}\n`
}
