/**
 * The prerendered page's file (see prerendered.ts) and the shell's page with it inside: plain strings,
 * written by the build and read by the server.
 */
import { PRERENDERED_ATTRIBUTE, prerenderedModuleId } from './prerendered';

export interface PrerenderedPage {
  /** What goes into the shell page's <head>: the page's CSS, inline. */
  head: string;
  /** The component's markup, for inside <div id="root">. */
  body: string;
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The file the build writes: a document of its own, so it can also be opened alone to look at. */
export function prerenderedDocument(css: string, markup: string): string {
  // A stylesheet cannot end the <style> element early, whatever its strings or comments hold.
  const style = css.replace(/<\/style/gi, '<\\/style');
  return `<!doctype html><html lang="en"><head><style>${style}</style></head><body>${markup}</body></html>`;
}

/** The head and body of a prerendered file; null when it is not one. */
export function parsePrerenderedDocument(html: string): PrerenderedPage | null {
  const headStart = html.indexOf('<head>');
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.indexOf('<body>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headStart < 0 || headEnd < headStart || bodyStart < headEnd || bodyEnd < bodyStart) return null;
  const body = html.slice(bodyStart + '<body>'.length, bodyEnd);
  return body.trim() ? { head: html.slice(headStart + '<head>'.length, headEnd), body } : null;
}

/**
 * The shell's index.html with the prerendered page in it, its root marked for the shell to hydrate. The
 * page no longer needs JavaScript to be read, so the page's "needs JavaScript" notice goes.
 */
export function shellPageWith(indexHtml: string, page: PrerenderedPage): string {
  if (!indexHtml.includes(EMPTY_ROOT) || !indexHtml.includes('</head>')) return indexHtml;
  return indexHtml
    .replace('</head>', () => `${page.head}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${prerenderedModuleId}">${page.body}</div>`);
}
