import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CursorList } from './cursor-list';
import { DetailList } from './detail-list';
import { allLoaded, Loaded, useHasSettled, type LoadState } from './loaded';
import { commonMessages } from './messages';
import enMessages from './messages-en';
import { Screen } from './screen';
import { NETWORK_DOWN_CODE } from '../../../contract/envelope';
import { ApiError } from '../http/client';

function inApp(node: React.ReactNode, locale: 'zh' | 'en' = 'zh') {
  return render(
    <IntlProvider
      locale={locale}
      defaultLocale="zh"
      messages={locale === 'en' ? enMessages : undefined}
      onError={() => undefined}
    >
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  );
}

const failed = (error: Error, reload = vi.fn()): LoadState<string> => ({
  data: undefined,
  error,
  loading: false,
  reload,
});

describe('Loaded', () => {
  it('says "no network" for a network failure and retries with reload', () => {
    const reload = vi.fn();
    inApp(<Loaded state={failed(new ApiError(NETWORK_DOWN_CODE, 'x'), reload)}>{(data) => data}</Loaded>);
    expect(screen.getByRole('alert').textContent).toContain('网络未连接');
    expect(screen.queryByText(/无权/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells a missing record, a refused one and a server failure apart', () => {
    const { unmount } = inApp(
      <Loaded state={failed(new ApiError(404, 'gone', { status: 404 }))}>{(data) => data}</Loaded>,
    );
    expect(screen.getByRole('alert').textContent).toContain('内容不存在');
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    unmount();
    const second = inApp(
      <Loaded state={failed(new ApiError(403, 'no', { status: 403 }))}>{(data) => data}</Loaded>,
    );
    expect(screen.getByRole('alert').textContent).toContain('无权查看');
    second.unmount();
    inApp(<Loaded state={failed(new ApiError(500, 'boom', { status: 200 }))}>{(data) => data}</Loaded>, 'en');
    expect(screen.getByRole('alert').textContent).toContain('Service unavailable');
  });

  it('shows a skeleton first, the empty state, then content', () => {
    const { rerender } = inApp(
      <Loaded state={{ data: undefined, error: undefined, loading: true, reload: vi.fn() }}>
        {(data: string[]) => data.join()}
      </Loaded>,
    );
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    rerender(
      <IntlProvider locale="zh" defaultLocale="zh" onError={() => undefined}>
        <MemoryRouter>
          <Loaded
            state={{ data: [], error: undefined, loading: false, reload: vi.fn() }}
            isEmpty={(data) => data.length === 0}
          >
            {(data: string[]) => data.join()}
          </Loaded>
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});

describe('Screen and DetailList', () => {
  it('frames a screen with one heading, home as the way back from a deep link, and rows without empty values', () => {
    inApp(
      <Screen title={commonMessages.missingTitle}>
        <DetailList
          rows={[
            { key: 'a', label: commonMessages.back, value: 'SZ440305000123' },
            { key: 'b', label: commonMessages.retry, value: null },
          ]}
        />
      </Screen>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '内容不存在' })).toBeTruthy();
    expect(screen.getByRole('main', { name: '内容不存在' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    expect(screen.getByText('SZ440305000123')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
  });
});

describe('CursorList', () => {
  const base = {
    hasMore: false,
    error: null,
    initialLoading: false,
    loadMore: vi.fn(),
    refresh: vi.fn(async () => undefined),
    retry: vi.fn(),
  };
  it('ends a list with "no more" and never a "refreshed" text', () => {
    inApp(
      <CursorList
        list={{ ...base, items: ['a', 'b'] }}
        itemKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.queryByText('刷新完成')).toBeNull();
  });
  it('offers a retry when the first page failed', () => {
    const refresh = vi.fn(async () => undefined);
    inApp(
      <CursorList
        list={{ ...base, items: [], error: new ApiError(NETWORK_DOWN_CODE, 'x'), refresh }}
        itemKey={(item: string) => item}
        renderItem={(item) => item}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refresh).toHaveBeenCalled();
  });
});

describe('allLoaded', () => {
  const load = <T,>(data: T | undefined, error?: Error): LoadState<T> => ({
    data,
    error,
    loading: data === undefined && !error,
    reload: vi.fn(),
  });

  it('has data only once every load has arrived, each under its name', () => {
    const warnings = load(['w']);
    expect(allLoaded({ warnings, quota: load<number[]>(undefined) }).data).toBeUndefined();
    expect(allLoaded({ warnings, quota: load<number[]>(undefined) }).loading).toBe(true);
    expect(allLoaded({ warnings, quota: load([1]) }).data).toEqual({ warnings: ['w'], quota: [1] });
  });

  it('fails with the first failure and reloads every load', () => {
    const first = new Error('first');
    const loads = {
      a: load<string>(undefined, first),
      b: load<string>(undefined, new Error('second')),
      c: load('c'),
    };
    const all = allLoaded(loads);
    expect(all.error).toBe(first);
    all.reload();
    for (const one of Object.values(loads)) expect(one.reload).toHaveBeenCalledTimes(1);
  });

  it('shows one skeleton until all have arrived, then the whole content', () => {
    const view = inApp(
      <Loaded state={allLoaded({ a: load('A'), b: load<string>(undefined) })}>
        {({ a, b }) => `${a}${b}`}
      </Loaded>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    view.rerender(
      <IntlProvider locale="zh" defaultLocale="zh" onError={() => undefined}>
        <MemoryRouter>
          <Loaded state={allLoaded({ a: load('A'), b: load('B') })}>{({ a, b }) => `${a}${b}`}</Loaded>
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(screen.getByText('AB')).toBeTruthy();
  });
});

describe('useHasSettled', () => {
  it('turns true with the first answer, data or a failure, and stays true while a retry hides the failure', () => {
    const base = { loading: false, reload: () => undefined };
    const waiting: LoadState<string[]> = { ...base, data: undefined, error: undefined, loading: true };
    const { result, rerender } = renderHook((load: LoadState<string[]>) => useHasSettled(load), {
      initialProps: waiting,
    });
    expect(result.current).toBe(false);
    rerender({ ...base, data: undefined, error: new Error('down') });
    expect(result.current).toBe(true);
    rerender(waiting);
    expect(result.current).toBe(true);
    const { result: withData } = renderHook(() => useHasSettled({ ...base, data: [], error: undefined }));
    expect(withData.current).toBe(true);
  });
});
