import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from './button';
import styles from './loaded.module.css';
import { commonMessages as m } from './messages';
import { useBackOrHome } from './use-back';
import { errorKind, type ErrorKind } from '../http/error-kind';

export interface LoadState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

type SkeletonShape = 'detail' | 'list';

type Loads = Record<string, LoadState<unknown>>;

/**
 * Whether a load has had its first answer (data or a failure), and stays true after: a retry after a failure hides
 * the failure while it runs, and what waited for the answer must not vanish then. What sits below a part of
 * unknown length waits for it: shown before, it would move when that part arrived above it.
 */
export function useHasSettled(load: LoadState<unknown>): boolean {
  const settled = useRef(false);
  if (load.data !== undefined || load.error !== undefined) settled.current = true;
  return settled.current;
}

/**
 * Several loads shown as one (a screen that appears whole, rather than part by part moving what came first):
 * the data once every one has arrived, the first failure, a reload of every one.
 */
export function allLoaded<S extends Loads>(
  loads: S,
): LoadState<{ [K in keyof S]: NonNullable<S[K]['data']> }> {
  const all = Object.entries(loads);
  const arrived = all.every(([, load]) => load.data !== undefined);
  return {
    data: arrived
      ? (Object.fromEntries(all.map(([name, load]) => [name, load.data])) as {
          [K in keyof S]: NonNullable<S[K]['data']>;
        })
      : undefined,
    error: all.find(([, load]) => load.error)?.[1].error,
    loading: all.some(([, load]) => load.loading),
    reload: () => all.forEach(([, load]) => load.reload()),
  };
}

/** `rows`: as many as the content is likely to fill, so nothing below moves when it arrives. */
export function Skeleton({ shape = 'detail', rows }: { shape?: SkeletonShape; rows?: number }) {
  const intl = useIntl();
  const count = rows ?? (shape === 'list' ? 3 : 6);
  return (
    <div className={styles.skeleton} role="status" aria-label={intl.formatMessage(m.loading)}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className={shape === 'list' ? styles.card : styles.bar}
          style={shape === 'detail' ? { width: `${90 - (index % 3) * 20}%` } : undefined}
        />
      ))}
    </div>
  );
}

const failureTexts: Record<ErrorKind, { title: MessageDescriptor; text: MessageDescriptor; retry: boolean }> =
  {
    network: { title: m.networkTitle, text: m.networkText, retry: true },
    server: { title: m.serverTitle, text: m.serverText, retry: true },
    invalid: { title: m.invalidTitle, text: m.serverText, retry: true },
    permission: { title: m.permissionTitle, text: m.permissionText, retry: false },
    missing: { title: m.missingTitle, text: m.missingText, retry: false },
    signedOut: { title: m.signedOutTitle, text: m.signedOutText, retry: false },
  };

/** A failed load, told apart by kind: no network and server failures offer a retry, the rest a way back. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const kind = errorKind(error);
  const texts = failureTexts[kind];
  const { back, hasHistory } = useBackOrHome();
  return (
    <div className={styles.state} role="alert" data-failure={kind}>
      <h2 className={styles.stateTitle}>
        <FormattedMessage {...texts.title} />
      </h2>
      <p className={styles.stateText}>
        <FormattedMessage {...texts.text} />
      </p>
      <div className={styles.stateActions}>
        {texts.retry && onRetry ? (
          <Button color="primary" fill="outline" onClick={onRetry}>
            <FormattedMessage {...m.retry} />
          </Button>
        ) : (
          <Button color="primary" fill="outline" onClick={back}>
            <FormattedMessage {...(hasHistory ? m.back : m.backHome)} />
          </Button>
        )}
      </div>
    </div>
  );
}

export function EmptyState({ title, text }: { title?: ReactNode; text?: ReactNode }) {
  return (
    <div className={styles.state}>
      <h2 className={styles.stateTitle}>{title ?? <FormattedMessage {...m.emptyTitle} />}</h2>
      {text && <p className={styles.stateText}>{text}</p>}
    </div>
  );
}

interface LoadedProps<T> {
  state: LoadState<T>;
  children: (data: T) => ReactNode;
  skeleton?: SkeletonShape;
  skeletonRows?: number;
  /** Shown instead of the skeleton: the content's own shape, when it is known before the data (e.g. its rows). */
  placeholder?: ReactNode;
  /** When the data counts as nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
}

/**
 * One way for every screen to show server data: a skeleton while the first answer is on its way, a failure
 * that says what went wrong (with a retry that reloads), an empty state, or the content. Data already shown
 * stays while it refreshes.
 */
export function Loaded<T>({
  state,
  children,
  skeleton = 'detail',
  skeletonRows,
  placeholder,
  isEmpty,
  empty,
}: LoadedProps<T>) {
  if (state.data === undefined) {
    if (state.error) return <LoadFailure error={state.error} onRetry={state.reload} />;
    return placeholder ?? <Skeleton shape={skeleton} rows={skeletonRows} />;
  }
  if (isEmpty?.(state.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(state.data)}</>;
}
