import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';

type ButtonProps = ComponentProps<typeof Button>;

/**
 * A `pp-button` that is a link to a page of the portal: its `href` is the address (open it in a new
 * tab, copy it), and a plain click routes in the page as react-router's `<Link>` does, without loading
 * the document again. Modified clicks (Ctrl, Shift, the middle button) keep the browser's behaviour.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href'> & { to: To }) {
  const href = useHref(to);
  const routeClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        props.onClick?.(event as never);
        if (!event.defaultPrevented) routeClick(event);
      }}
    />
  );
}
