/**
 * npx tsx bench/cli/og.ts [-- --entries 1000 --translated 400 --before HEAD --rounds 2]
 * The social images of a library of `--entries` Markdown entries
 * (scripts/synthetic/, as npm run bench:build builds it: one card per
 * entry and per translation), drawn in one process by two versions of
 * generator/og/: `--before`'s (read from git into a scratch folder beside
 * it) and the working tree's, alternately, `--rounds` times each. Each
 * round is cold (a new font and drawer, nothing drawn before); nothing is
 * written. Prints the CPU and wall time of each, the layout (the font's
 * measurements) alone and with the drawing, and, for the working tree, the
 * same cards with sharp encoding their PNG instead of the canvas.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'
import sharp from 'sharp'
import { syntheticSite } from '../../scripts/synthetic/plan.ts'
import type { OgCard } from '../../site/og-image.ts'
import { asLang, DEFAULT_LANG } from '../../site/lang.ts'
import { CardCanvas } from '../../generator/og/canvas.ts'
import { HEIGHT, WIDTH, type cardLines } from '../../generator/og/card.ts'
import type { CardFont } from '../../generator/og/font.ts'

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000' },
    translated: { type: 'string', default: '400' },
    before: { type: 'string', default: 'HEAD' },
    rounds: { type: 'string', default: '2' },
  },
})
const ROOT = resolve(import.meta.dirname, '../..')
const site = syntheticSite({ entries: Number(values.entries), translated: Number(values.translated) })
const cards: OgCard[] = Object.entries(site.files).map(([name, text]) => {
  const front = parse(text.split('---\n')[1]!) as { title: string; description: string }
  const lang = asLang(/\.(\w+)\.md$/.exec(name)?.[1]) ?? DEFAULT_LANG
  return { brand: 'Acme Ads', title: front.title, description: front.description, lang, host: 'example.com' }
})

// The --before version of generator/og/, beside the working tree's (the same depth, so its imports resolve).
const scratch = join(ROOT, 'generator', `og-bench-${process.pid}`)
const files = execFileSync('git', ['ls-tree', '--name-only', `${values.before}:generator/og/`], { cwd: ROOT })
  .toString()
  .trim()
  .split('\n')
mkdirSync(scratch, { recursive: true })
for (const f of files)
  writeFileSync(join(scratch, f), execFileSync('git', ['show', `${values.before}:generator/og/${f}`], { cwd: ROOT }))

interface Og {
  loadCardFont(dir: string): CardFont
  cardLines: typeof cardLines
  createCardDrawer(font: CardFont): { draw(card: OgCard): Buffer }
}
async function load(dir: string): Promise<Og> {
  const [font, card, raster] = await Promise.all(
    ['font.ts', 'card.ts', 'raster.ts'].map((f) => import(join(dir, f)) as Promise<Record<string, unknown>>),
  )
  return { ...font, ...card, ...raster } as unknown as Og
}

const cpu = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1e6
}
function timed<T>(run: () => T): { result: T; cpu: number; wall: number } {
  const c = cpu()
  const t = performance.now()
  const result = run()
  return { result, cpu: cpu() - c, wall: (performance.now() - t) / 1000 }
}

try {
  const versions = { before: await load(scratch), after: await load(join(ROOT, 'generator/og')) }
  const fonts = join(ROOT, 'node_modules/.cache/og-bench-fonts')
  console.log(
    `${cards.length} cards (${values.entries} entries, ${values.translated} translated), --before ${values.before}`,
  )
  for (let round = 0; round < Number(values.rounds); round++) {
    const drawn: Buffer[][] = []
    for (const [name, og] of Object.entries(versions)) {
      const layout = timed(() => {
        const font = og.loadCardFont(fonts)
        for (const card of cards) og.cardLines(card, font)
      })
      const draw = timed(() => {
        const drawer = og.createCardDrawer(og.loadCardFont(fonts))
        return cards.map((card) => drawer.draw(card))
      })
      const bytes = draw.result.reduce((n, png) => n + png.length, 0)
      drawn.push(draw.result)
      console.log(
        `round ${round + 1}, ${name}: layout ${layout.cpu.toFixed(2)} s CPU (${layout.wall.toFixed(2)} s wall); ` +
          `layout and drawing ${draw.cpu.toFixed(2)} s CPU (${draw.wall.toFixed(2)} s wall), ${(bytes / 1e6).toFixed(1)} MB of PNG`,
      )
      if (name !== 'after') continue
      const differ = cards.filter((_, i) => !drawn[0]![i]!.equals(drawn[1]![i]!)).length
      console.log(`round ${round + 1}: ${differ} of ${cards.length} cards differ between before and after (PNG bytes)`)
      // The same cards with the canvas's PNG (canvas.ts: only the bands the words touch deflated) left out, each
      // card's pixels encoded whole by sharp as it is drawn (libspng and zlib on libuv's threads: their CPU is the
      // process's), as a build would.
      const png = CardCanvas.prototype.png
      CardCanvas.prototype.png = CardCanvas.prototype.pixels
      try {
        for (const level of [2, 6]) {
          const c = cpu()
          const t = performance.now()
          const drawer = og.createCardDrawer(og.loadCardFont(fonts))
          let out = 0
          for (const card of cards)
            out += (
              await sharp(drawer.draw(card), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
                .png({ compressionLevel: level })
                .toBuffer()
            ).length
          console.log(
            `round ${round + 1}, after with sharp's PNG at level ${level}: layout and drawing ` +
              `${(cpu() - c).toFixed(2)} s CPU (${((performance.now() - t) / 1000).toFixed(2)} s wall), ` +
              `${(out / 1e6).toFixed(1)} MB of PNG`,
          )
        }
      } finally {
        CardCanvas.prototype.png = png
      }
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
