/**
 * Builds the synthetic site of the end-to-end tests into dist-synthetic/
 * (tests/e2e/synthetic/site.ts), from a scratch copy of the repository, then
 * injects one page of every kind. Run by tests/run.ts; exit 1 when the build fails.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeScratchCopy } from '../../../scripts/lib/scratch.ts'
import { syntheticSite } from '../../../scripts/synthetic/plan.ts'
import { writeSyntheticSite } from '../../../scripts/synthetic/write.ts'
import { inject, planFile, planOf, SYNTHETIC_DIR, SYNTHETIC_REQUEST } from './site.ts'

const scratch = makeScratchCopy(process.cwd(), 'site-e2e-synthetic-')
try {
  const site = syntheticSite(SYNTHETIC_REQUEST)
  writeSyntheticSite(scratch, site)
  rmSync(SYNTHETIC_DIR, { recursive: true, force: true })
  const build = spawnSync(join(scratch, 'node_modules/.bin/tsx'), ['generator/cli/build.ts'], {
    cwd: scratch,
    env: { ...process.env, SITE_OUT_DIR: 'dist', SITE_SKIP_TYPECHECK: '1' },
    encoding: 'utf8',
    timeout: 1_800_000,
  })
  const lines = `${build.stdout}${build.stderr}`.split('\n')
  if (build.status !== 0) {
    console.error(lines.filter((l) => !/^dist|^\s*$/.test(l)).join('\n'))
    process.exit(1)
  }
  console.log(lines.filter((l) => /^(time:| {2}|built )/.test(l)).join('\n'))
  // vike writes inside its root only: the build moves from the scratch copy to the repository.
  try {
    renameSync(join(scratch, 'dist'), SYNTHETIC_DIR)
  } catch {
    cpSync(join(scratch, 'dist'), SYNTHETIC_DIR, { recursive: true })
  }
  const urls = JSON.parse(readFileSync(join(SYNTHETIC_DIR, 'urls.json'), 'utf8')) as string[]
  const plan = planOf(urls, site.entries)
  inject(join(SYNTHETIC_DIR, 'client'), plan.injected)
  writeFileSync(planFile, JSON.stringify(plan, null, 1))
  console.log(
    `synthetic site: ${urls.length} pages; injected ${plan.injected.length}, browser sample ${plan.clean.length}`,
  )
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
