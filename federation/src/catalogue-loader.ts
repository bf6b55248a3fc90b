import { catalogueModule } from '@rollcall/i18n/compile';

/** Bundles a `*.messages.json` catalogue compiled (see @rollcall/i18n's compile.cjs). */
export default function catalogueLoader(source: string): string {
  return catalogueModule(source);
}
