/** One message of a catalogue: ICU text (`{count, plural, one {…} other {…}}`) and a note for whoever translates it. */
export interface CatalogueEntry {
  message: string;
  note: string;
}

/** A `*.messages.json` file as written; the build and Jest hand it to the code compiled (see compile.cjs). */
export type Catalogue = Record<string, CatalogueEntry>;
