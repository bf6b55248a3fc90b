/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'node:util';
import { act } from 'react';

// A jsdom file in a node project: react-router reads the encoders the browser projects' setup file provides.
Object.assign(globalThis, { TextEncoder, TextDecoder, IS_REACT_ACT_ENVIRONMENT: true });
let standalone: typeof import('../src/standalone');
beforeAll(async () => {
  standalone = await import('../src/standalone');
});

/** Opens the standalone page at `path` and renders into its #root. */
async function openAt(path: string, render: () => void) {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', path);
  await act(async () => render());
  return { text: document.getElementById('root')?.textContent, path: window.location.pathname };
}

describe("a remote's standalone page", () => {
  it('serves an app at its mount path and sends any other address there', async () => {
    expect(
      await openAt('/teacher/history', () => standalone.renderStandalone(<p>teacher app</p>, { mountAt: '/teacher' })),
    ).toEqual({
      text: 'teacher app',
      path: '/teacher/history',
    });
    expect(await openAt('/', () => standalone.renderStandalone(<p>teacher app</p>, { mountAt: '/teacher' }))).toEqual({
      text: 'teacher app',
      path: '/teacher',
    });
  });

  it('serves each app of a remote with several areas at its own path, any other address going to the first', async () => {
    const mounts = { '/student': <p>student app</p>, '/parent': <p>parent app</p> } as const;
    expect(await openAt('/student', () => standalone.renderStandaloneAreas(mounts))).toEqual({
      text: 'student app',
      path: '/student',
    });
    expect(await openAt('/parent/child-1', () => standalone.renderStandaloneAreas(mounts))).toEqual({
      text: 'parent app',
      path: '/parent/child-1',
    });
    expect(await openAt('/elsewhere', () => standalone.renderStandaloneAreas(mounts))).toEqual({
      text: 'student app',
      path: '/student',
    });
  });
});
