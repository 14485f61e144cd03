import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryRouter, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useKeepAliveNavigation } from '../../lib/keep-alive/keep-alive-context';
import type { IndexedRoute, KeepAlive } from '../route-table';
import { KeepAliveOutlet } from './keep-alive-outlet';

const events: string[] = [];

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const [params] = useSearchParams();
  useKeepAliveNavigation((kind) => events.push(`${label}:${kind}`));
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {params.get('id') ?? '-'} {count}
    </button>
  );
}

function route(name: string, index: number, keepAlive?: KeepAlive): IndexedRoute {
  return {
    name: name as IndexedRoute['name'],
    module: 'test',
    index,
    keepAlive,
    access: 'anonymous',
    load: async () => ({ default: () => null }),
  };
}

function setup() {
  events.length = 0;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <KeepAliveOutlet />,
        children: [
          { path: 'kept', handle: { route: route('my', 0, 'route') }, element: <Counter label="kept" /> },
          {
            path: 'per-path',
            handle: { route: route('registrationListView', 1, 'full-path') },
            element: <Counter label="per-path" />,
          },
          {
            path: 'stamped',
            handle: { route: route('classify', 2, 'refresh') },
            element: <Counter label="stamped" />,
          },
          { path: 'plain', handle: { route: route('home', 3) }, element: <Counter label="plain" /> },
        ],
      },
    ],
    { initialEntries: ['/kept'] },
  );
  render(
    <IntlProvider locale="zh-CN">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  const go = (to: string | number) =>
    act(async () => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
  const click = (label: RegExp) => act(() => screen.getByRole('button', { name: label }).click());
  return { go, click };
}

describe('keep-alive outlet', () => {
  it('keeps a flagged screen with its state and hides it while away', async () => {
    const { go, click } = setup();
    click(/^kept/);
    click(/^kept/);
    await go('/plain');
    expect(screen.queryByRole('button', { name: /^kept/ })).toBeNull(); // hidden, not in the accessibility tree
    await go('/kept');
    expect(screen.getByRole('button', { name: /^kept/ }).textContent).toBe('kept - 2');
  });

  it('drops a screen that is not flagged', async () => {
    const { go, click } = setup();
    await go('/plain');
    click(/^plain/);
    await go('/kept');
    await go('/plain');
    expect(screen.getByRole('button', { name: /^plain/ }).textContent).toBe('plain - 0');
  });

  it('keeps full-path screens apart and shows each its own query', async () => {
    const { go, click } = setup();
    await go('/per-path?id=1');
    click(/^per-path/);
    await go('/per-path?id=2');
    expect(screen.getByRole('button', { name: /^per-path/ }).textContent).toBe('per-path 2 0');
    await go('/per-path?id=1');
    expect(screen.getByRole('button', { name: /^per-path/ }).textContent).toBe('per-path 1 1');
  });

  it('gives a time-stamped route a fresh screen per visit and restores it on back', async () => {
    const { go, click } = setup();
    await go('/stamped');
    click(/^stamped/);
    await go('/plain');
    await go('/stamped');
    expect(screen.getByRole('button', { name: /^stamped/ }).textContent).toBe('stamped - 0');
    await go(-1);
    await go(-1);
    expect(screen.getByRole('button', { name: /^stamped/ }).textContent).toBe('stamped - 1');
  });

  it('emits push, replace and pop events for the route key', async () => {
    const { go } = setup();
    await go('/plain');
    await act(async () => void 0);
    await go(-1);
    expect(events).toContain('kept:POP');
    expect(events).toContain('plain:PUSH');
  });
});
