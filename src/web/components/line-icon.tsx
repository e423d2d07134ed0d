import type { ReactNode } from 'react';

/**
 * A decorative icon drawn with round-ended lines on a 24-unit grid, in the text's colour. It is
 * hidden from assistive technology: the control or text beside it carries the name.
 */
export function LineIcon({
  size,
  strokeWidth = 2,
  className,
  children,
}: {
  size: number;
  strokeWidth?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
