import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './registrations.module.css';
import { CORRECTIONS_PAGE_MAX } from '../../../../contract/registrations/rules';
import type { CorrectionEntry, RegistrationDetail } from '../../../../contract/registrations/schemas';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { Button } from '../../../lib/ui/button';
import { DetailList, type DetailRow } from '../../../lib/ui/detail-list';
import { commonMessages } from '../../../lib/ui/messages';
import { getRegistrationCorrections, registrationCorrectionsKey } from '../api';
import { registrationMessages as m } from '../messages';

type Time = (value: string) => string;

function correctionRows(corrections: CorrectionEntry[], time: Time): DetailRow[] {
  return corrections.map((entry) => ({
    key: entry.at,
    label: (
      <FormattedMessage
        {...m.correctionLine}
        values={{ time: time(entry.at), name: entry.officerName, reason: entry.reason }}
      />
    ),
    block: true,
    value: entry.changes.map((change) => (
      <div key={change.field}>
        <FormattedMessage {...m.correctionChange} values={change} />
      </div>
    )),
  }));
}

/** The latest corrections come with the detail; the whole history is read page by page when asked for. */
export function CorrectionHistory({ registration, time }: { registration: RegistrationDetail; time: Time }) {
  const [all, setAll] = useState(false);
  const { corrections } = registration;
  const total = registration.correctionCount ?? corrections.length;
  if (all) return <AllCorrections id={registration.id} latest={corrections} total={total} time={time} />;
  return (
    <>
      <DetailList header={<FormattedMessage {...m.corrections} />} rows={correctionRows(corrections, time)} />
      {total > corrections.length && (
        <Button block fill="none" color="primary" onClick={() => setAll(true)}>
          <FormattedMessage {...m.showAllCorrections} values={{ count: total }} />
        </Button>
      )}
    </>
  );
}

function AllCorrections({
  id,
  latest,
  total,
  time,
}: {
  id: string;
  latest: CorrectionEntry[];
  total: number;
  time: Time;
}) {
  const list = useCursorList(
    (cursor, signal) => getRegistrationCorrections({ id, cursor, limit: CORRECTIONS_PAGE_MAX }, signal),
    [id],
    { key: registrationCorrectionsKey(id) },
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = () => {
    setLoadingMore(true);
    list
      .loadMore()
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  };
  // The latest stay in view until the history has arrived.
  const shown = list.items.length > 0 ? list.items : latest;
  return (
    <>
      <DetailList header={<FormattedMessage {...m.corrections} />} rows={correctionRows(shown, time)} />
      {list.error ? (
        <span className={styles.loadFailed} role="alert">
          <FormattedMessage {...commonMessages.loadMoreFailed} />
          <Button
            size="small"
            fill="outline"
            onClick={list.items.length > 0 ? loadMore : () => void list.refresh()}
          >
            <FormattedMessage {...commonMessages.retry} />
          </Button>
        </span>
      ) : list.initialLoading ? (
        <Button block fill="none" color="primary" loading disabled>
          <FormattedMessage {...m.showAllCorrections} values={{ count: total }} />
        </Button>
      ) : (
        list.hasMore && (
          <Button block fill="none" color="primary" loading={loadingMore} onClick={loadMore}>
            <FormattedMessage {...m.moreCorrections} />
          </Button>
        )
      )}
    </>
  );
}
