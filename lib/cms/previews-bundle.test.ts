/**
 * @jest-environment node
 */
import { createElement } from 'react';
import { courseClassFieldsProblem } from '@/content/schema';
import { SAMPLE_CLASS_FIELDS } from '@/content/__fixtures__/course-class';
import { earlyBundle } from '@/lib/early-bundle';
import { PREVIEW_SETTINGS } from '@/lib/__fixtures__/preview-settings';
import { PREVIEW_SETTINGS_GLOBAL } from './previews';

// In Node: esbuild, which bundles the editor's script, cannot run in jsdom. The bundle gets its `window` as a parameter.

describe("the editor's previews bundle (lib/early/inline/cms-previews.ts)", () => {
  it('registers the templates with the settings the route writes before it', () => {
    const registered: string[] = [];
    const window = {
      CMS: { registerEventListener: () => undefined, registerPreviewTemplate: (name: string) => registered.push(name) },
      h: createElement,
      marked: { parse: (markdown: string) => markdown },
      [PREVIEW_SETTINGS_GLOBAL]: PREVIEW_SETTINGS,
    };
    new Function('window', earlyBundle('cms-previews'))(window);
    expect(registered).toEqual(['courses', 'posts', 'turmas']);
    expect(courseClassFieldsProblem({ ...SAMPLE_CLASS_FIELDS, weekdays: ['terça'] })?.field).toBe('startDate');
  });
});
