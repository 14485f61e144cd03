import type { MouseEvent, ReactNode } from 'react';
import { portalStore } from './portal-store';

/** A real link (opens in a new tab, shows its address) that navigates inside the portal on a plain click. */
export function PortalLink({
  to,
  className,
  current,
  children,
}: {
  to: string;
  className?: string;
  current?: boolean;
  children: ReactNode;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (`${window.location.pathname}${window.location.search}` !== to) portalStore.navigate(to);
  };
  return (
    <a href={to} className={className} aria-current={current ? 'page' : undefined} onClick={follow}>
      {children}
    </a>
  );
}
