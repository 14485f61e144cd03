import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './button';
import styles from './cursor-list.module.css';
import { EmptyState, LoadFailure, Skeleton } from './loaded';
import { commonMessages as m } from './messages';
import type { useCursorList } from '../http/use-cursor-list';

type CursorListState<T> = ReturnType<typeof useCursorList<T>>;

interface CursorListProps<T> {
  list: CursorListState<T>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty?: ReactNode;
}

/** A paged list: skeleton, failure with retry, empty state, pull to refresh, load more (with retry) and its end. */
export function CursorList<T>({ list, itemKey, renderItem, empty }: CursorListProps<T>) {
  const intl = useIntl();
  if (list.initialLoading) return <Skeleton shape="list" />;
  if (list.error && list.items.length === 0)
    return <LoadFailure error={list.error} onRetry={() => void list.refresh()} />;
  return (
    <PullToRefresh
      onRefresh={list.refresh}
      pullingText={intl.formatMessage(m.pullToRefresh)}
      canReleaseText={intl.formatMessage(m.releaseToRefresh)}
      refreshingText={intl.formatMessage(m.refreshing)}
      completeText={intl.formatMessage(m.refreshDone)}
    >
      {list.items.length === 0 ? (
        (empty ?? <EmptyState />)
      ) : (
        <ul className={styles.list}>
          {list.items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {list.items.length > 0 && (
        <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
          {(hasMore, failed, retry) =>
            failed ? (
              <span className={styles.failed}>
                <FormattedMessage {...m.loadMoreFailed} />
                <Button size="small" fill="outline" onClick={() => void retry()}>
                  <FormattedMessage {...m.retry} />
                </Button>
              </span>
            ) : hasMore ? (
              <span className={styles.end} role="status">
                <FormattedMessage {...m.loading} />
              </span>
            ) : (
              <span className={styles.end}>
                <FormattedMessage {...m.listEnd} />
              </span>
            )
          }
        </InfiniteScroll>
      )}
    </PullToRefresh>
  );
}
