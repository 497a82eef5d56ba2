import { transformSync } from 'esbuild'

const ENTRY = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>/g

/**
 * The inline loader, in plain browser JavaScript (a string, so no build tool
 * rewrites it): `s` is the entry's URL. It waits for the first contentful
 * paint to be reported, since a frame or a timer can fire before the content
 * is on screen and a request started then competes with the first paint on a
 * slow phone. A timer is the fallback for browsers that report no paint
 * timing. The entry is imported once.
 */
const LOADER = `(function (s) {
  var done = false
  function go() {
    if (done) return
    done = true
    setTimeout(function () { import(s) }, 0)
  }
  try {
    var o = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) { o.disconnect(); go() }
    })
    o.observe({ type: 'paint', buffered: true })
  } catch (e) {
    requestAnimationFrame(go)
  }
  setTimeout(go, 3000)
})`

/**
 * vike's client entry is an async module fetched while the page parses, so
 * its download competes with the first paint on a slow phone. Nothing in it
 * is needed before the content is on screen (the language toggle, the one
 * control that must work at once, is handled by the pre-paint script): load
 * it right after the first contentful paint, with an inline loader.
 */
export function deferEntry(html: string): string {
  return html.replace(ENTRY, (_, src: string) => `<script>${loaderCall(src)}</script>`)
}

const calls = new Map<string, string>()
/** The inline loader for one entry, minified (it ships in every page). */
function loaderCall(src: string): string {
  let code = calls.get(src)
  if (!code) {
    code = transformSync(`${LOADER}(${JSON.stringify(src)})`, { minify: true, loader: 'js', target: 'es2020' })
      .code.trim()
      .replace(/;$/, '')
    calls.set(src, code)
  }
  return code
}
