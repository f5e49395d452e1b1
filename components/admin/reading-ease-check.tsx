import { READING_EASE_ATTRIBUTE, READING_EASE_LABEL } from '@/lib/reading-ease';

/**
 * How easy the page's text is to read (lib/reading-ease.ts), measured on the words the build wrote: a placeholder
 * naming the page, whose text the post-build step replaces with the score, its band and the three longest sentences
 * (scripts/postbuild/reading-ease.ts). The styles here are for what it puts in: lines, then a numbered list.
 */
export function ReadingEaseCheck({ path }: { path: string }) {
  const placeholder = { [READING_EASE_ATTRIBUTE]: path };
  return (
    <div
      {...placeholder}
      className="text-sm text-navy-900 [&>ol]:mt-2 [&>ol]:list-decimal [&>ol]:space-y-1 [&>ol]:pl-5 [&>p+p]:mt-1 [&>p:first-child]:font-semibold"
    >
      <p>{READING_EASE_LABEL}: medida na publicação</p>
    </div>
  );
}
