import { createElement } from 'react';
import { render } from '@testing-library/react';
import { PREVIEW_SETTINGS } from '@/lib/__fixtures__/preview-settings';
import { registerPreviews, type MarkdownToHtml, type PreviewEntry, type PreviewProps } from '@/lib/cms/previews';

// The editor previews as the tests register and render them (lib/cms/previews.test.tsx, previews-save-check.test.ts).

export const settings = PREVIEW_SETTINGS;

/** HTML written as it is for Markdown (the editor's Markdown library is not needed here). */
export const markdownToHtml: MarkdownToHtml = (markdown) => markdown;

const noEvents = { registerEventListener: () => undefined };

/** The templates registered, by collection name. */
export function templates(): Map<string, (props: PreviewProps) => unknown> {
  const registered = new Map<string, (props: PreviewProps) => unknown>();
  registerPreviews(
    { ...noEvents, registerPreviewTemplate: (name, component) => registered.set(name, component) },
    createElement as never,
    settings,
    markdownToHtml,
  );
  return registered;
}

/** An entry as the CMS hands it over: data read with getIn(['data', …]). */
export function entry(data: Record<string, unknown>): PreviewEntry {
  return {
    getIn: (path) =>
      path
        .slice(1)
        .reduce<unknown>(
          (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
          data,
        ),
  };
}

/** Renders the preview of `collection` for an entry of `data`, its body field as a placeholder. */
export function show(collection: string, data: Record<string, unknown>) {
  const Template = templates().get(collection);
  if (!Template) throw new Error(`no template for ${collection}`);
  render(
    createElement(Template as never, {
      entry: entry(data),
      widgetFor: (field: string) => createElement('div', null, `corpo: ${field}`),
    }),
  );
}
