/** What the API process calls on the shell's server build (see api/src/plugins/static/ssr). */
export { renderPage, type RenderRequest, type RenderResult } from './render-page';
export { loadServerPage } from './server-remotes';
