import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import styles from './pages.module.css';
import { WARNING_KIND_ORDER } from '../../../../contract/warnings/rules';
import { warningKindSchema, type Warning } from '../../../../contract/warnings/schemas';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { knownValue } from '../../../lib/ui/active-filters';
import { CursorList } from '../../../lib/ui/cursor-list';
import { ListTabs } from '../../../lib/ui/list-tabs';
import { EmptyState } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getWarningDesk } from '../api';
import { kindLabels } from '../kinds';
import { warningMessages as m } from '../messages';

type Counts = Record<Warning['kind'], number>;

/**
 * The officer's warnings desk (the supervision office's: the whole city's), a tab with its count per kind that has
 * warnings, a page at a time. The tab is in the address (an analysis figure opens one kind); without one, the server
 * opens the first kind that has warnings.
 */
export default function WarningListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const chosen = knownValue(warningKindSchema.options, useScreenParams('earlyWarning').kind);
  const [desk, setDesk] = useState<{ kind: Warning['kind']; counts: Counts } | null>(null);
  const list = useCursorList(
    async (cursor, signal) => {
      const page = await getWarningDesk({ kind: chosen, cursor }, signal);
      setDesk({ kind: page.kind, counts: page.counts });
      return page;
    },
    [chosen],
    { key: ['warnings', 'desk', chosen ?? ''] },
  );
  const kind = chosen ?? desk?.kind;
  const none = desk !== null && WARNING_KIND_ORDER.every((k) => desk.counts[k] === 0);
  // The supervision office's list is the whole city's; an officer's, what the department inspected.
  const city = useRecoilValue(sessionState).capabilities.includes('supervisor');

  return (
    <Screen title={m.title} intro={<FormattedMessage {...(city ? m.introCity : m.intro)} />}>
      {desk && !none && (
        <ListTabs
          activeKey={kind ?? null}
          onChange={(key) => navigate(paths.earlyWarning.href({ kind: key }), { replace: true })}
        >
          {WARNING_KIND_ORDER.filter((k) => desk.counts[k] > 0 || k === kind).map((k) => (
            <ListTabs.Tab
              key={k}
              title={intl.formatMessage(m.kindCount, {
                kind: intl.formatMessage(kindLabels[k]),
                count: desk.counts[k],
              })}
            />
          ))}
        </ListTabs>
      )}
      <div className={styles.list}>
        <CursorList
          list={list}
          itemKey={(warning) =>
            `${warning.enterpriseNumber}-${warning.departmentCode ?? ''}-${warning.message}`
          }
          empty={<EmptyState title={<FormattedMessage {...(none ? m.empty : m.emptyOfKind)} />} />}
          renderItem={(warning) => (
            <Link
              className={styles.card}
              to={paths.enterpriseWarningInfo.href({ enterpriseNumber: warning.enterpriseNumber })}
            >
              <span>{warning.enterpriseName}</span>
              <span className={styles.warning}>{warning.message}</span>
            </Link>
          )}
        />
      </div>
    </Screen>
  );
}
