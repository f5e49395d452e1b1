// The editor's preview templates and checks before saving, as the browser gets them: bundled by lib/early-bundle.ts,
// with the build's own checks they import, and served by app/cms/previews.js/route.ts after the site's settings,
// which it writes on window. Sveltia CMS gives the registry (CMS), React's createElement (h) and its Markdown library
// (marked) on window.
import {
  PREVIEW_SETTINGS_GLOBAL,
  registerPreviews,
  type PreviewRegistry,
  type PreviewSettings,
} from '@/lib/cms/previews';

interface EditorWindow {
  CMS: PreviewRegistry;
  h: Parameters<typeof registerPreviews>[1];
  marked: { parse: (markdown: string) => unknown };
  [PREVIEW_SETTINGS_GLOBAL]: PreviewSettings;
}

const editor = window as unknown as EditorWindow;
registerPreviews(editor.CMS, editor.h, editor[PREVIEW_SETTINGS_GLOBAL], (markdown) =>
  String(editor.marked.parse(markdown)),
);
