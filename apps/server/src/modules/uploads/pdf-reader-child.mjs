// The PDF reader process's entry (pdf-reader.ts starts it). pdf.js is loaded here, before tsx: through tsx's
// loader its two large modules took seconds and hundreds of megabytes to load; on the global, pdf.js uses the
// preloaded worker module instead of importing it again. Then the TypeScript part is loaded with tsx.
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
await import('pdfjs-dist/legacy/build/pdf.mjs');
const { register } = await import('tsx/esm/api');
register();
await import('./pdf-reader-child.ts');
