import { useLayoutEffect, useRef } from 'react';
import { sanitizeSvgElement } from '../navigation';

/**
 * A server-provided SVG icon, sanitised and inserted as DOM nodes (never as an HTML string, which
 * the page's Trusted Types policy forbids). Decorative: hidden from assistive technology.
 */
export function SvgIcon({ svg, className }: { svg: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const icon = sanitizeSvgElement(svg);
    ref.current?.replaceChildren(...(icon ? [icon] : []));
  }, [svg]);
  return <span ref={ref} className={className} aria-hidden="true" />;
}
