// The part of pdfmake's server build its typings leave out: its in-memory files.

declare module 'pdfmake/js/virtual-fs' {
  const virtualfs: { writeFileSync(name: string, content: Buffer): void };
  export default virtualfs;
}
