import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { $router } from '../router.ts';

/** A link between admin screens: a real <a href>, opened by the router without a page load. */
export function AdminLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    $router.open(href);
    window.scrollTo(0, 0);
  }
  return <a href={href} onClick={handleClick} {...props} />;
}
