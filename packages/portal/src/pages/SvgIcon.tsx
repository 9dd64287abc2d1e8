import type { CSSProperties } from 'react';

/**
 * A service type's icon, as the server sends it (sanitised, packages/server/src/security/sanitize-svg.ts), drawn
 * as a CSS mask in the text colour: an SVG used as an image can run nothing and fetch nothing, the
 * page inserts no markup (Trusted Types needs no policy for it), and the icon follows the theme and
 * the hover colour like text. Decorative: hidden from assistive technology.
 */
export function SvgIcon({ svg, className }: { svg: string; className?: string }) {
  if (svg === '') return <span className={className} aria-hidden="true" />;
  const image = `url(${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)})`;
  const style: CSSProperties = { maskImage: image, WebkitMaskImage: image };
  return <span className={`${className ?? ''} svg-icon`} style={style} aria-hidden="true" />;
}
