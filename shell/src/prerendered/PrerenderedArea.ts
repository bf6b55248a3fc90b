import type { ComponentType } from 'react';
import type { RemoteModule } from '../remotes/RemoteModule';

/** The module whose page the server prerendered into #root, with its component loaded before hydration. */
export interface PrerenderedArea {
  module: RemoteModule;
  Component: ComponentType;
}
