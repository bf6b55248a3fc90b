import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { prerenderedRoute } from './prerendered';

/**
 * The prerendered component's markup as the shell's router renders it at its route, with nothing around
 * it (see prerendered.ts). The shell's tests hydrate this very markup.
 */
export function renderPage(Page: ComponentType): string {
  return renderToString(createElement(StaticRouter, { location: prerenderedRoute.path }, createElement(Page)));
}
