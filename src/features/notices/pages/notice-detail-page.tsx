import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRecoilValue } from 'recoil';
import type { ApiOutput } from '../../../../contract/api-schemas';
import type { NoticeDetail } from '../../../../contract/notices/schemas';
import { errorKind } from '../../../lib/http/error-kind';
import { invalidateQueries, setQueryData } from '../../../lib/http/query-cache';
import { useQuery } from '../../../lib/http/use-query';
import { useCodeCheck } from '../../../lib/qr/use-code-resolution';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { EmptyState, Loaded, LoadFailure } from '../../../lib/ui/loaded';
import { PageLoading } from '../../../lib/ui/page-loading';
import { Screen } from '../../../lib/ui/screen';
import { getNotice, markNoticeRead, verifyNotice } from '../api';
import { NoticeView, refreshNoticeViews } from '../components/notice-view';
import { noticeMessages as m } from '../messages';

type Verified = ApiOutput<'verifyNotice'>;

/**
 * A notice the user received. Shown to the enterprise it is addressed to, it is marked read (once, by a POST: the
 * GET changes nothing), so the list's unread marks and the counts follow; a failed mark is tried on the next visit.
 */
function NoticeById({ id }: { id: string }) {
  const key = ['notices', 'detail', id] as const;
  const detail = useQuery(key, (signal) => getNotice(id, signal));
  const { role } = useRecoilValue(sessionState);
  const marked = useRef(false);
  useEffect(() => {
    if (!detail.data || detail.data.read || role !== 'enterprise' || marked.current) return;
    marked.current = true;
    markNoticeRead(id)
      .then((read) => {
        setQueryData(key, read);
        invalidateQueries(['notices', 'list']);
        invalidateQueries(['messages']);
      })
      .catch(() => (marked.current = false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is made from `id`
  }, [detail.data, id, role]);
  return (
    <Loaded state={detail}>
      {(notice) => (
        <NoticeView
          outcome={notice.verification.ok ? 'valid' : 'problems'}
          checks={notice.verification.checks}
          notice={notice}
          token={null}
          onChanged={(changed) => setQueryData(key, changed)}
        />
      )}
    </Loaded>
  );
}

/**
 * The enterprise scanned the QR an officer shows: verified once per visit. A token the server cannot even read
 * (malformed) is as forged as one with a wrong signature.
 */
function NoticeByToken({ token }: { token: string }) {
  const intl = useIntl();
  const [answer, setAnswer] = useState<Verified | null>(null);
  const { error, retry } = useCodeCheck(
    () =>
      verifyNotice(token).catch((failure: unknown): Verified => {
        if (errorKind(failure) === 'invalid') return { result: 'notGenuine', notice: null };
        throw failure;
      }),
    (verified) => {
      setAnswer(verified);
      refreshNoticeViews();
    },
  );
  if (!answer) {
    return error === undefined ? (
      <PageLoading label={intl.formatMessage(m.verifying)} />
    ) : (
      <LoadFailure error={error} onRetry={retry} />
    );
  }
  const { notice } = answer;
  return (
    <NoticeView
      outcome={answer.result}
      checks={notice?.verification.checks ?? []}
      notice={notice}
      token={token}
      onChanged={(changed: NoticeDetail) => setAnswer({ ...answer, notice: changed })}
    />
  );
}

/** One inspection notice for either side, by id (received) or by the token of a QR the enterprise scanned. */
export default function NoticeDetailPage() {
  const { id, token } = useScreenParams('enforceNoticeDetail');
  const { role } = useRecoilValue(sessionState);
  let content: ReactNode;
  if (id) content = <NoticeById key={id} id={id} />;
  // only the enterprise may verify: an officer who scans the QR learns that rather than being refused
  else if (role !== 'enterprise')
    content = <EmptyState title={<FormattedMessage {...m.enterpriseVerifies} />} />;
  else content = <NoticeByToken key={token} token={token ?? ''} />;
  return <Screen title={m.detailTitle}>{content}</Screen>;
}
