// What the editor's previews share (previews.ts, class-preview.ts): the CMS's entry and registry as the templates see
// them, and the look of the preview boxes.

/** The part of an entry a template reads (an Immutable Map in the CMS). */
export interface PreviewEntry {
  getIn(path: readonly string[]): unknown;
}

/** The entry a save event hands over (an Immutable Map): its collection, the file it is saved to, its data. */
export interface SavingEntry extends PreviewEntry {
  get(key: 'collection' | 'path'): unknown;
}

export interface PreviewProps {
  entry: PreviewEntry;
  widgetFor: (field: string) => unknown;
}

export type CreateElement = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

export interface PreviewRegistry {
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: SavingEntry }) => unknown }): void;
}

export const box = {
  fontFamily: 'Arial, sans-serif',
  border: '1px solid #dadce0',
  borderRadius: '8px',
  padding: '12px 16px',
  margin: '8px 0 20px',
  maxWidth: '600px',
  background: '#fff',
};
export const heading = {
  fontFamily: 'Arial, sans-serif',
  fontSize: '13px',
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: '#5f6368',
  margin: '16px 0 0',
};
export const count = (ok: boolean) => ({
  fontFamily: 'Arial, sans-serif',
  fontSize: '13px',
  margin: '4px 0',
  color: ok ? '#137333' : '#c5221f',
});

/** A text field of an entry, as written ('' when empty). */
export const textOf = (entry: PreviewEntry, name: string): string => {
  const value = entry.getIn(['data', name]);
  return typeof value === 'string' ? value : '';
};

/** A list field of an entry as an array (the CMS hands an Immutable List). */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value && typeof (value as { toArray?: unknown }).toArray === 'function'
    ? (value as { toArray: () => unknown[] }).toArray()
    : [];
}

/** A problem as the editor's refusal says it: a sentence. */
export const asSentence = (message: string): string => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
