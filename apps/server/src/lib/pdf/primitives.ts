import * as primitives from '@react-pdf/primitives';
import type {
  Document as RendererDocument,
  Image as RendererImage,
  Page as RendererPage,
  Text as RendererText,
  View as RendererView,
} from '@react-pdf/renderer';

// react-pdf's elements are these names at run time (the renderer exports the same strings): building a PDF's
// elements this way leaves the renderer itself, slow to import, to load with the first render. The renderer's
// types keep each element's props checked.
export const Document = primitives.Document as unknown as typeof RendererDocument;
export const Page = primitives.Page as unknown as typeof RendererPage;
export const View = primitives.View as unknown as typeof RendererView;
export const Text = primitives.Text as unknown as typeof RendererText;
export const Image = primitives.Image as unknown as typeof RendererImage;
