'use client';

import { useEffect } from 'react';
import { BLOG_FALLBACK_ATTRIBUTE, BLOG_FALLBACK_VALUE } from '@/lib/blog-fallback';

interface BlogFallbackTitleProps {
  title: string;
}

/**
 * Keeps the first post's title on the not-found page that stands in for an unknown blog URL: after
 * hydration Next.js writes the not-found page's own <title> back, so the title is re-applied when it changes.
 */
export function BlogFallbackTitle({ title }: BlogFallbackTitleProps) {
  useEffect(() => {
    if (document.documentElement.getAttribute(BLOG_FALLBACK_ATTRIBUTE) !== BLOG_FALLBACK_VALUE) return;
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
  return null;
}
