// One chunk for the library's pages: one lazy import in the router keeps the landing page's entry small.
export { ArticlePage } from './article';
export { GuidePage } from './guide';
export { LawPage } from './law';
export { LibraryPage } from './library';
