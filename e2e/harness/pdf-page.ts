import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';

/** An origin only this page's routes answer: pdf.js and the file are served from memory, nothing leaves the machine. */
const VIEWER = 'http://pdf-viewer.invalid';
const PDFJS = path.dirname(require.resolve('pdfjs-dist/package.json'));

const viewerPage = `<!doctype html><html lang="en"><head><title>First page</title>
<style>body{margin:0;background:#888}canvas{display:block;margin:0 auto;background:#fff}</style></head>
<body><canvas></canvas><script type="module">
import * as pdfjs from '/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
const document = await pdfjs.getDocument({ url: '/file.pdf', cMapUrl: '/cmaps/', cMapPacked: true, standardFontDataUrl: '/standard_fonts/' }).promise;
const page = await document.getPage(1);
const viewport = page.getViewport({ scale: 1.5 });
const canvas = window.document.querySelector('canvas');
canvas.width = viewport.width;
canvas.height = viewport.height;
await page.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
window.document.body.dataset.drawn = String(document.numPages);
</script></body></html>`;

const typeOf = (file: string) =>
  file.endsWith('.mjs') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : 'application/octet-stream';

/**
 * Draws the first page of a PDF with pdf.js in Chromium, as a person opening the file would see it, and saves it as
 * a PNG at `screenshot`. Answers the number of pages the file has.
 */
export async function lookAtFirstPage(browser: Browser, file: Buffer, screenshot: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 950 } });
  try {
    const page = await context.newPage();
    await page.route(`${VIEWER}/**`, async (route) => {
      const asked = new URL(route.request().url()).pathname;
      if (asked === '/') return route.fulfill({ contentType: 'text/html', body: viewerPage });
      if (asked === '/file.pdf') return route.fulfill({ contentType: 'application/pdf', body: file });
      const served = asked.startsWith('/cmaps/') || asked.startsWith('/standard_fonts/') ? asked : `/build${asked}`;
      const local = path.join(PDFJS, path.normalize(served));
      if (!local.startsWith(PDFJS)) return route.abort();
      return route.fulfill({ contentType: typeOf(local), body: await readFile(local) });
    });
    await page.goto(`${VIEWER}/`);
    const drawn = await page.waitForSelector('body[data-drawn]', { timeout: 30_000 });
    await page.locator('canvas').screenshot({ path: screenshot });
    return Number(await drawn.getAttribute('data-drawn'));
  } finally {
    await context.close();
  }
}
