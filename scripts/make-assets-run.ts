/**
 * The body of `scripts/make-assets.ts`, loaded once the language declaration has
 * passed (see there).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { parseArgs } from 'node:util'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts'
import { drawLogoSprites } from './logos.ts'
import { drawScreens, screenFile } from '../generator/screens/index.ts'
import { TOUR_SOURCES, TOUR_STEPS, tourFiles, tourSourceHash } from '../generator/screens/tour.ts'
import { LANGS, type Lang } from '../site/lang.ts'

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b37e6"/><stop offset="1" stop-color="#0d9488"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#g)"/><path d="M8 22c3-9 9-13 16-12" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="24" cy="10" r="2.6" fill="#fff"/></svg>`
const FONT = `@font-face{font-family:Inter;src:url(data:font/woff2;base64,${readFileSync('scripts/assets/inter-latin-wght-5.3.0.woff2').toString('base64')}) format('woff2');font-weight:100 900}`

async function shot(browser: Browser, html: string, width: number, height: number, path: string, transparent = false) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 })
  await page.setContent(html, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  const jpeg = path.endsWith('.jpg')
  await page.screenshot({
    path,
    omitBackground: transparent,
    type: jpeg ? 'jpeg' : 'png',
    ...(jpeg ? { quality: 82 } : {}),
  })
  await page.close()
}

/** ICO container holding PNG images (supported by every current browser). */
function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, e)
    header.writeUInt8(size >= 256 ? 0 : size, e + 1)
    header.writeUInt16LE(1, e + 4)
    header.writeUInt16LE(32, e + 6)
    header.writeUInt32LE(data.length, e + 8)
    header.writeUInt32LE(offset, e + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...pngs.map((p) => p.data)])
}

/**
 * The tour of a language: its poster as AVIF (a raster image decodes off the
 * main thread, where an SVG this detailed costs ~20 ms of painting on a phone;
 * the SVG stays the source) and its clip, the poster then each step of the
 * product crossfaded. Drawn with Inter, the font the screens are measured in.
 */
async function renderTour(browser: Browser, lang: Lang) {
  const tour = tourFiles(lang)
  const inline = (file: string) =>
    `<!doctype html><style>${FONT}html,body{margin:0}</style>${readFileSync(file, 'utf8')}`
  const posterPng = join(mkdtempSync(join(tmpdir(), 'poster-')), 'poster.png')
  await shot(browser, inline(tour.posterSvg), 1280, 720, posterPng)
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    posterPng,
    '-c:v',
    'libaom-av1',
    '-still-picture',
    '1',
    '-crf',
    '34',
    '-cpu-used',
    '4',
    '-pix_fmt',
    'yuv420p',
    tour.poster,
  ])
  const frames = [tour.posterSvg, ...TOUR_STEPS.map((name) => screenFile(name, lang))]
  const dir = mkdtempSync(join(tmpdir(), 'clip-'))
  for (const [i, file] of frames.entries()) {
    const isPoster = i === 0
    const svg = readFileSync(file, 'utf8')
    const fit = isPoster
      ? 'width:1280px;height:720px'
      : 'width:1020px;height:680px;border-radius:18px;box-shadow:0 30px 80px rgba(0,0,0,.5);overflow:hidden'
    await shot(
      browser,
      `<!doctype html><style>${FONT}html,body{margin:0;width:1280px;height:720px;background:radial-gradient(800px 400px at 20% 0%,#2a1a70,#070b18);display:flex;align-items:center;justify-content:center;overflow:hidden}.f{${fit}}.f svg{width:100%;height:100%;display:block}</style><div class="f">${svg}</div>`,
      1280,
      720,
      join(dir, `f${i}.png`),
    )
  }
  const seconds = 2.4
  const fade = 0.5
  const inputs = frames.flatMap((_, i) => ['-loop', '1', '-t', String(seconds), '-i', join(dir, `f${i}.png`)])
  let filter = ''
  let last = '[0:v]'
  for (let i = 1; i < frames.length; i++) {
    const out = i === frames.length - 1 ? ',format=yuv420p[v]' : `[x${i}]`
    filter += `${last}[${i}:v]xfade=transition=fade:duration=${fade}:offset=${(i * (seconds - fade)).toFixed(2)}${out};`
    last = out
  }
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    filter.slice(0, -1),
    '-map',
    '[v]',
    '-r',
    '24',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-movflags',
    '+faststart',
    '-an',
    tour.clip,
  ])
  const size = statSync(tour.clip).size
  console.log(
    `${tour.clip}: ${(size / 1024).toFixed(0)} KiB, ${(frames.length * (seconds - fade) + fade).toFixed(1)} s; ${tour.poster}: ${(statSync(tour.poster).size / 1024).toFixed(0)} KiB`,
  )
}

/** Favicons, app icons and logos. */
async function iconsAndLogos(browser: Browser) {
  mkdirSync('public/icons', { recursive: true })
  writeFileSync('public/favicon.svg', MARK + '\n')
  const iconHtml = (padding: number, bg: string) =>
    `<!doctype html><style>html,body{margin:0;height:100%;background:${bg}}svg{display:block;width:calc(100% - ${padding * 2}%);height:calc(100% - ${padding * 2}%);margin:${padding}%}</style>${MARK}`
  const pngs: { size: number; data: Buffer }[] = []
  for (const size of [16, 32, 48]) {
    const file = join(mkdtempSync(join(tmpdir(), 'ico-')), `${size}.png`)
    await shot(browser, iconHtml(0, 'transparent'), size, size, file, true)
    pngs.push({ size, data: readFileSync(file) })
  }
  writeFileSync('public/favicon.ico', ico(pngs))
  await shot(browser, iconHtml(12, '#ffffff'), 180, 180, 'public/icons/apple-touch-icon.png')
  await shot(browser, iconHtml(0, 'transparent'), 192, 192, 'public/icons/icon-192.png', true)
  await shot(browser, iconHtml(0, 'transparent'), 512, 512, 'public/icons/icon-512.png', true)
  await shot(browser, iconHtml(18, '#070b18'), 512, 512, 'public/icons/icon-maskable-512.png')

  console.log('icons written')
  console.log(`logo sprites: ${(await drawLogoSprites(browser)).join(', ')}`)
}

const { values } = parseArgs({ options: { tour: { type: 'boolean', default: false } } })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  // --tour: only the screens and the tour (after a change to the screens' copy).
  if (!values.tour) await iconsAndLogos(browser)
  // The product tour in each language: its poster and its clip show the screens of that language.
  const written = drawScreens()
  for (const screen of written) writeFileSync(screen.file, screen.svg)
  const sources: Record<string, string> = {}
  for (const lang of LANGS) {
    const tour = tourFiles(lang)
    await renderTour(browser, lang)
    for (const file of [tour.poster, tour.clip]) sources[file] = tourSourceHash(written, lang)
  }
  writeFileSync(TOUR_SOURCES, `${JSON.stringify(sources, null, 2)}\n`)
} finally {
  await browser.close()
}
