import { cn } from '@/lib/cn';
import { CalendarDays, UserRound } from 'lucide';
import type { Post } from '@/content/schema';
import { formatPostDate } from '@/lib/posts';
import { Icon } from '@/components/ui/icon';

interface PostBylineProps {
  post: Pick<Post, 'author' | 'date'>;
  className?: string;
}

export function PostByline({ post, className }: PostBylineProps) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-5 gap-y-1 text-sm', className)}>
      <span className="inline-flex items-center gap-1.5">
        <Icon icon={UserRound} className="size-4" />
        <span className="sr-only">Autor: </span>
        {post.author}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon icon={CalendarDays} className="size-4" />
        <span className="sr-only">Publicado em </span>
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </span>
    </p>
  );
}
