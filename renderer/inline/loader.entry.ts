/**
 * The inline loader of the client entry (an IIFE; the build defines
 * __ENTRY_SRC__, the hashed entry's URL). It waits for the first contentful
 * paint to be reported, since a frame or a timer can fire before the content
 * is on screen and a request started then competes with the first paint on a
 * slow phone. A timer is the fallback for browsers that report no paint
 * timing. The entry is imported once.
 */
declare const __ENTRY_SRC__: string

// Through a variable: the bundler leaves a non-literal import() alone (the entry is not a module to bundle).
const src: string = __ENTRY_SRC__
let done = false
const go = () => {
  if (done) return
  done = true
  setTimeout(() => void import(/* @vite-ignore */ src), 0)
}
try {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect()
      go()
    }
  })
  observer.observe({ type: 'paint', buffered: true })
} catch {
  requestAnimationFrame(go)
}
setTimeout(go, 3000)

export {}
