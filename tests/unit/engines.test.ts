/**
 * package.json's `engines.node` is a promise to whoever installs the project:
 * every Node version it admits must be one every dependency declares it runs
 * on (npm only warns, with EBADENGINE, and only for the Node at hand). This
 * reads every package of the lockfile, those of other platforms included.
 */
import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>
}
const ours = pkg.engines.node

describe("package.json's Node range", () => {
  it('admits only Node versions every dependency supports', () => {
    const narrower: string[] = []
    for (const [path, entry] of Object.entries(lock.packages)) {
      const theirs = Array.isArray(entry.engines) ? undefined : entry.engines?.node
      if (!path || !theirs) continue
      if (!semver.subset(ours, theirs))
        narrower.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${theirs}`)
    }
    expect(
      narrower,
      `these dependencies do not run on every Node of "${ours}": choose versions whose engines do, or narrow engines.node`,
    ).toEqual([])
  })

  it('holds the version in .nvmrc, the one the project is tested on', () => {
    const nvmrc = readFileSync('.nvmrc', 'utf8').trim()
    expect(semver.satisfies(semver.coerce(nvmrc)!, ours), `.nvmrc says ${nvmrc}`).toBe(true)
  })
})

describe('netlify.toml', () => {
  const toml = readFileSync('netlify.toml', 'utf8')
  const setting = (name: string) => new RegExp(`^\\s*${name}\\s*=\\s*"([^"]*)"`, 'm').exec(toml)?.[1]

  it('builds for production with the Node of .nvmrc and publishes the site folder', () => {
    expect(setting('command')).toBe('npm run build -- --mode production')
    expect(setting('publish')).toBe('dist/client')
    expect(setting('NODE_VERSION'), 'NODE_VERSION must say what .nvmrc says').toBe(
      readFileSync('.nvmrc', 'utf8').trim(),
    )
  })
})
