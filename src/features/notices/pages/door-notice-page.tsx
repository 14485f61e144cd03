import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FAILURE_CODE } from '../../../../contract/envelope';
import type { NoticeDetail } from '../../../../contract/notices/schemas';
import { ApiError } from '../../../lib/http/client';
import { invalidateQueries } from '../../../lib/http/query-cache';
import type { ScreenParams } from '../../../lib/paths';
import { useCodeCheck } from '../../../lib/qr/use-code-resolution';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { LoadFailure } from '../../../lib/ui/loaded';
import { PageLoading } from '../../../lib/ui/page-loading';
import { Screen } from '../../../lib/ui/screen';
import { openDoorNotice } from '../api';
import { DoorQr } from '../components/door-qr';
import { NoticeBody } from '../components/notice-body';
import styles from '../components/notices.module.css';
import { noticeMessages as m } from '../messages';

/** The server refused to issue the notice (not on the plan, outside its period…): its reason is what the officer needs. */
const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.code === FAILURE_CODE && error.status === 200 ? error.message : null;

function DoorFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const refusal = refusalOf(error);
  if (!refusal) return <LoadFailure error={error} onRetry={onRetry} />;
  return (
    <div className={styles.refusal} role="alert">
      <h2>
        <FormattedMessage {...m.openFailedTitle} />
      </h2>
      <p>{refusal}</p>
      <Button block color="primary" fill="outline" onClick={onRetry} className={styles.qrRefresh}>
        <FormattedMessage {...m.retry} />
      </Button>
    </div>
  );
}

/**
 * What the officer shows on arrival: the notice for this visit and its QR. Opening it is a POST the server
 * records, so it runs once per visit of the screen (and again only on retry or refresh, for a fresh token).
 */
export default function DoorNoticePage() {
  const intl = useIntl();
  // shown only with both (src/app/composed/enforce-notice-page.tsx); without, the route is the complaints desk
  const { planId, enterpriseNumber } = useScreenParams('enforceNotice') as Required<
    ScreenParams<'enforceNotice'>
  >;
  const [notice, setNotice] = useState<NoticeDetail | null>(null);
  const [opening, setOpening] = useState(false);
  const open = useCallback(() => {
    setOpening(true);
    return openDoorNotice({ planId, enterpriseNumber }).finally(() => setOpening(false));
  }, [planId, enterpriseNumber]);
  const { error, retry } = useCodeCheck(open, (opened) => {
    setNotice(opened);
    invalidateQueries(['notices']);
  });

  return (
    <Screen title={m.doorTitle} intro={<FormattedMessage {...m.doorIntro} />}>
      <div className={styles.sections}>
        {error !== undefined && <DoorFailure error={error} onRetry={retry} />}
        {notice ? (
          <>
            {notice.qr && (
              <DoorQr
                token={notice.qr.token}
                expiresAt={notice.qr.expiresAt}
                enterpriseName={notice.enterpriseName}
                refreshing={opening}
                onRefresh={retry}
              />
            )}
            <NoticeBody notice={notice} />
          </>
        ) : (
          error === undefined && <PageLoading label={intl.formatMessage(m.opening)} />
        )}
      </div>
    </Screen>
  );
}
