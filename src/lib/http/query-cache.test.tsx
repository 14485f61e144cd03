import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache, invalidateQueries, setQueryData, watchInvalidation } from './query-cache';
import { useQuery } from './use-query';

afterEach(() => clearQueryCache());

function Reader({ id, load, label }: { id: string; load: () => Promise<string>; label: string }) {
  const state = useQuery(['registrations', 'detail', id], load);
  return <p>{`${label}:${state.loading ? 'loading' : (state.data ?? state.error?.message ?? '')}`}</p>;
}

describe('query cache', () => {
  it('shares one request between readers of one key', async () => {
    const load = vi.fn(async () => 'to be rated');
    render(
      <>
        <Reader id="1" load={load} label="list" />
        <Reader id="1" load={load} label="detail" />
      </>,
    );
    await screen.findByText('list:to be rated');
    expect(screen.getByText('detail:to be rated')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refetches every mounted reader when a prefix of its key is invalidated', async () => {
    let answer = 'to be rated';
    const load = vi.fn(async () => answer);
    render(<Reader id="1" load={load} label="detail" />);
    await screen.findByText('detail:to be rated');
    answer = 'rated: satisfied';
    act(() => invalidateQueries(['registrations']));
    await screen.findByText('detail:rated: satisfied');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves keys outside the prefix alone', async () => {
    const load = vi.fn(async () => 'x');
    render(<Reader id="1" load={load} label="detail" />);
    await screen.findByText('detail:x');
    act(() => invalidateQueries(['complaints']));
    act(() => invalidateQueries(['registrations', 'detail', '2']));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until reload, then shows the new answer', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('no network')).mockResolvedValue('back');
    function Retry() {
      const state = useQuery(['a'], load as () => Promise<string>);
      return (
        <button onClick={state.reload}>
          {state.loading ? 'loading' : (state.data ?? state.error?.message)}
        </button>
      );
    }
    render(<Retry />);
    const button = await screen.findByText('no network');
    expect(load).toHaveBeenCalledTimes(1);
    act(() => button.click());
    await screen.findByText('back');
  });

  it('takes data the client already has without a request', async () => {
    const load = vi.fn(async () => 'server');
    setQueryData(['registrations', 'detail', '9'], 'known');
    render(<Reader id="9" load={load} label="detail" />);
    expect(screen.getByText('detail:known')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('tells paged lists that watch a key', () => {
    const listener = vi.fn();
    const stop = watchInvalidation(['registrations', 'list', { enterprise: 'SZ1' }.enterprise], listener);
    invalidateQueries(['registrations']);
    invalidateQueries(['warnings']);
    stop();
    invalidateQueries(['registrations']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not load without a key', async () => {
    const load = vi.fn(async () => 'x');
    function NoKey() {
      const state = useQuery<string>(null, load);
      return <p>{state.loading ? 'loading' : 'idle'}</p>;
    }
    render(<NoKey />);
    await waitFor(() => expect(screen.getByText('idle')).toBeTruthy());
    expect(load).not.toHaveBeenCalled();
  });
});
