/**
 * The part of `window` React Router's browser history reads (location, history, popstate), kept in memory. A
 * router built on it routes without touching the host's address. Used instead of createMemoryRouter, which
 * would add its own history to the router code every first screen loads.
 */
export function createMemoryWindow(origin: string, initialPath = '/'): Window {
  const entries: { path: string; state: unknown }[] = [{ path: initialPath, state: null }];
  let index = 0;
  const listeners = new Set<EventListener>();
  const current = () => new URL(entries[index]!.path, origin);
  const write = (replace: boolean) => (state: unknown, _title: string, url?: string | URL | null) => {
    const next = url == null ? current() : new URL(String(url), current());
    const entry = { path: `${next.pathname}${next.search}${next.hash}`, state };
    if (replace) entries[index] = entry;
    else entries.splice(++index, entries.length, entry);
  };
  const go = (delta = 0) => {
    const target = index + delta;
    if (delta === 0 || target < 0 || target >= entries.length) return;
    index = target;
    const event = new PopStateEvent('popstate', { state: entries[index]!.state });
    // as in a browser, popstate follows history.go() asynchronously
    setTimeout(() => listeners.forEach((listener) => listener(event)));
  };
  return {
    location: {
      origin,
      get href() {
        return current().href;
      },
      get pathname() {
        return current().pathname;
      },
      get search() {
        return current().search;
      },
      get hash() {
        return current().hash;
      },
    },
    history: {
      get state() {
        return entries[index]!.state;
      },
      get length() {
        return entries.length;
      },
      pushState: write(false),
      replaceState: write(true),
      go,
      back: () => go(-1),
      forward: () => go(1),
    },
    addEventListener: (type: string, listener: EventListener) =>
      type === 'popstate' && listeners.add(listener),
    removeEventListener: (type: string, listener: EventListener) =>
      type === 'popstate' && listeners.delete(listener),
  } as unknown as Window;
}
