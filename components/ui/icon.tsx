import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** A Lucide icon's shapes (`import { Menu } from 'lucide'`). */
  icon: IconNode;
}

/**
 * A Lucide icon drawn as plain SVG by the server: its shapes are in the HTML, and no icon code reaches the
 * browser (lucide-react's icon component is a client component). Decorative unless given a label.
 */
export function Icon({ icon, strokeWidth = 2, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props['aria-label'] ? undefined : true}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
