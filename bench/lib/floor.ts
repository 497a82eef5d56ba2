/**
 * The single-page-app stand-in (bench/spa-floor/): a Vite + React app with
 * the original site's libraries and almost no content, the least such a
 * site costs a visitor. Built once per version of its sources into
 * node_modules/.cache (its own install and Vite 5, never the site's
 * dependencies), then served at the root of its own Cloudflare runtime, as
 * the site is, and measured in the same run as the site's pages.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

export const FLOOR_SOURCE = 'bench/spa-floor'
/** The stand-in's one URL, on its own server. */
export const FLOOR_URL = '/'

function filesOf(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? filesOf(path) : [path]
    })
    .sort()
}

function run(cmd: string, args: string[], cwd: string) {
  const out = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  if (out.status !== 0)
    throw new Error(`the stand-in (${FLOOR_SOURCE}): \`${cmd} ${args.join(' ')}\` failed in ${cwd}:\n${out.stderr}`)
}

/** The stand-in's built folder, built now unless this version of its sources was built before. */
export function buildFloor(source = FLOOR_SOURCE): string {
  const hash = createHash('sha256')
  for (const file of filesOf(source)) hash.update(relative(source, file)).update(readFileSync(file))
  const dir = resolve('node_modules/.cache/bench-spa-floor', hash.digest('hex').slice(0, 12))
  const dist = join(dir, 'dist')
  if (existsSync(join(dist, 'index.html'))) return dist
  process.stderr.write(`  building the single-page-app stand-in (${FLOOR_SOURCE}) in ${dir}…\n`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  cpSync(source, dir, { recursive: true, filter: (src) => !/[/\\](node_modules|dist)$/.test(src) })
  // `npm install`, not `npm ci`: its lockfile lacks other platforms' optional builds of @swc/core,
  // which `npm ci` refuses (docs: TOOLCHAIN); install follows the lockfile for everything else.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir)
  run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], dir)
  return dist
}
