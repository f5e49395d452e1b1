'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useSyncExternalStore } from 'react';
import { suggestCourse, unknownCourseSlug, type SuggestibleCourse } from '@/lib/course-suggestion';

interface CourseSuggestionProps {
  courses: readonly SuggestibleCourse[];
}

const subscribeToNothing = () => () => undefined;
const readPathname = () => window.location.pathname;
const noPathOnServer = () => null;

/** On the not-found page of a mistyped course URL, offers the nearest course ("Você quis dizer …?"). */
export function CourseSuggestion({ courses }: CourseSuggestionProps) {
  const pathname = useSyncExternalStore(subscribeToNothing, readPathname, noPathOnServer);
  const unknownSlug = pathname ? unknownCourseSlug(pathname) : undefined;
  const suggestion = unknownSlug ? suggestCourse(unknownSlug, courses) : undefined;
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
