// https://vike.dev/route-string
// Every path reaches this page; +guard.ts answers 404 for a path the route table does not have.
export default '/*'
