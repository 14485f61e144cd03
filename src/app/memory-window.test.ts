import { createBrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryWindow } from './memory-window';

const routes = [
  { path: '/', element: null },
  { path: '/home', element: null },
  { path: '/my', element: null },
];
let dispose: (() => void) | null = null;
afterEach(() => dispose?.());

describe('createMemoryWindow', () => {
  it('lets a browser router navigate, go back and forward without touching the real address', async () => {
    const before = window.location.href;
    const historyLength = window.history.length;
    const router = createBrowserRouter(routes, { window: createMemoryWindow('http://host.example') });
    dispose = () => router.dispose();
    expect(router.state.location.pathname).toBe('/');

    await router.navigate('/home');
    await router.navigate('/my?tab=1');
    expect(router.state.location).toMatchObject({ pathname: '/my', search: '?tab=1' });

    await router.navigate(-1);
    await expect.poll(() => router.state.location.pathname).toBe('/home');
    await router.navigate(1);
    await expect.poll(() => router.state.location.pathname).toBe('/my');
    await router.navigate('/home', { replace: true });
    await router.navigate(-1);
    await expect.poll(() => router.state.location.pathname).toBe('/home');

    expect(window.location.href).toBe(before);
    expect(window.history.length).toBe(historyLength);
  });
});
