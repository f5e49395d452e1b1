'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useSyncExternalStore } from 'react';
import { suggestCourse, type SuggestibleCourse } from '@/lib/course-suggestion';

interface CourseSuggestionProps {
  courses: readonly SuggestibleCourse[];
}

const COURSE_PATH = /^\/cursos\/([^/]+)\/?$/;

const subscribeToNothing = () => () => undefined;
const readPathname = () => window.location.pathname;
const noPathOnServer = () => null;

/** On the not-found page of a mistyped course URL, offers the nearest course ("Você quis dizer …?"). */
export function CourseSuggestion({ courses }: CourseSuggestionProps) {
  const pathname = useSyncExternalStore(subscribeToNothing, readPathname, noPathOnServer);
  const unknownSlug = pathname ? COURSE_PATH.exec(pathname)?.[1] : undefined;
  const suggestion = unknownSlug ? suggestCourse(decodeURIComponent(unknownSlug), courses) : undefined;
  if (!suggestion) return null;

  return (
    <p className="mx-auto mt-8 max-w-xl rounded-card bg-accent-400/20 px-6 py-4 text-lg text-navy-900 ring-1 ring-accent-500">
      Você quis dizer{' '}
      <IntentLink href={suggestion.href} className="font-bold text-brand-700 underline underline-offset-4">
        {suggestion.title}
      </IntentLink>
      ?
    </p>
  );
}
