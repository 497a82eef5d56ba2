/** The 404 page logs the path nobody found (spec: 404 page). */
export function logNotFound(doc: Document = document): void {
  if (doc.body.dataset.page === '404') console.error(`404: no page at ${window.location.pathname}`)
}
