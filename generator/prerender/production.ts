/**
 * Pages are rendered with React's production build: React picks its build
 * from NODE_ENV when it is first loaded, and its development build renders
 * several times slower. Imported first by the build's entry points, so it is
 * set before anything loads React.
 */
process.env.NODE_ENV ??= 'production'
