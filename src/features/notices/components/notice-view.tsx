import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { NoticeBody, NoticeRights } from './notice-body';
import styles from './notices.module.css';
import { VerificationResult, type VerificationOutcome } from './verification-result';
import type { NoticeDetail, NoticeVerification } from '../../../../contract/notices/schemas';
import { DocumentLinks } from '../../../components/documents/document-links';
import { invalidateQueries } from '../../../lib/http/query-cache';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { sessionState } from '../../../lib/session/session-state';
import { Button } from '../../../lib/ui/button';
import { acknowledgeNotice } from '../api';
import { noticeMessages as m } from '../messages';

/** What the complaints screen receives in its navigation state to attach the notice (the complaints issue reads it). */
export interface ComplaintAttachment {
  notice: { id: string | null; token: string | null };
}

/** Unread counts (tabs, tiles, the message center) and every notice list follow a change of a notice. */
export function refreshNoticeViews(): void {
  invalidateQueries(['notices']);
  invalidateQueries(['messages']);
}

function ComplainAction({ attachment }: { attachment: ComplaintAttachment }) {
  const navigate = useNavigate();
  const available = useIsRouteAvailable('complaint');
  if (!available)
    return (
      <p className={styles.muted}>
        <FormattedMessage {...m.rightsComplain} />
      </p>
    );
  return (
    <Button
      block
      color="danger"
      onClick={() => navigate(paths.complaint.href(), { state: attachment satisfies ComplaintAttachment })}
    >
      <FormattedMessage {...m.complain} />
    </Button>
  );
}

function Acknowledgement({
  notice,
  onChanged,
}: {
  notice: NoticeDetail;
  onChanged: (n: NoticeDetail) => void;
}) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  if (notice.acknowledgedAt)
    return (
      <p className={styles.muted} role="status">
        <FormattedMessage
          {...m.acknowledgedAt}
          values={{
            time: intl.formatDate(notice.acknowledgedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          }}
        />
      </p>
    );
  const acknowledge = async () => {
    setSending(true);
    try {
      onChanged(await acknowledgeNotice(notice.id));
      refreshNoticeViews();
    } catch {
      // the HTTP client has told the user why
    } finally {
      setSending(false);
    }
  };
  return (
    <Button block color="primary" loading={sending} onClick={() => void acknowledge()}>
      <FormattedMessage {...m.acknowledge} />
    </Button>
  );
}

function RegistrationLink({ registration }: { registration: NoticeDetail['registration'] }) {
  const intl = useIntl();
  return (
    <section className={styles.panel}>
      <h2>
        <FormattedMessage {...m.registration} />
      </h2>
      {registration ? (
        <Link to={paths.registrationDetail.href({ id: registration.id })}>
          <FormattedMessage
            {...m.registrationLine}
            values={{
              number: registration.registrationNumber,
              time: intl.formatDate(registration.registeredAt, { dateStyle: 'medium' }),
            }}
          />
        </Link>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage {...m.noRegistration} />
        </p>
      )}
    </section>
  );
}

interface NoticeViewProps {
  outcome: VerificationOutcome;
  checks: NoticeVerification['checks'];
  /** Null when the QR was forged or expired and the server names no notice. */
  notice: NoticeDetail | null;
  token: string | null;
  onChanged: (notice: NoticeDetail) => void;
}

/** One notice for either side: its verification first, then what the enterprise may do, then the notice itself. */
export function NoticeView({ outcome, checks, notice, token, onChanged }: NoticeViewProps) {
  const { role } = useRecoilValue(sessionState);
  const enterprise = role === 'enterprise';
  return (
    <div className={styles.sections}>
      <VerificationResult outcome={outcome} checks={checks} />
      {enterprise && (
        <div className={styles.actions}>
          {outcome !== 'valid' && (
            <ComplainAction attachment={{ notice: { id: notice?.id ?? null, token } }} />
          )}
          {notice && <Acknowledgement notice={notice} onChanged={onChanged} />}
        </div>
      )}
      {notice ? (
        <>
          <NoticeBody notice={notice} />
          <DocumentLinks kind="notice" id={notice.id} />
          <RegistrationLink registration={notice.registration} />
        </>
      ) : (
        <NoticeRights />
      )}
    </div>
  );
}
