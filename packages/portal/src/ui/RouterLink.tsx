import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To };

/**
 * A link to a page of the portal: an `<a>` whose `href` is the address (open it in a new tab, copy
 * it), and whose plain click routes in the page without loading the document again; modified clicks
 * (Ctrl, Shift, the middle button) and `target="_blank"` keep the browser's behaviour.
 *
 * Built from the two hooks react-router provides for custom links (`useHref`, `useLinkClickHandler`)
 * rather than its `<Link>`: the portal uses none of what `<Link>` adds (prefetching, view transitions,
 * route discovery, all framework mode), and `<Link>` brought their code into the first load, about
 * 2 kB gzip (measured with `node scripts/size-budget.mjs`).
 */
export function RouterLink({ to, onClick, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const routeClick = useLinkClickHandler<HTMLAnchorElement>(to, { target: props.target });
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) routeClick(event);
      }}
    />
  );
}
