import { List, PullToRefresh } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { warningKindSchema } from '../../../../contract/warnings/schemas';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { ActiveFilters, knownValue } from '../../../lib/ui/active-filters';
import { LinkListItem } from '../../../lib/ui/list-actions';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { commonMessages } from '../../../lib/ui/messages';
import { Screen } from '../../../lib/ui/screen';
import { getWarnings } from '../api';
import { groupByKind, kindLabels } from '../kinds';
import { warningMessages as m } from '../messages';
import styles from './pages.module.css';

export default function WarningListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  // One kind only when a figure opened it (the analysis's enterprises at the cap); an unknown kind reads as all.
  const kind = knownValue(warningKindSchema.options, useScreenParams('earlyWarning').kind);
  const warnings = useQuery(['warnings', 'list'], (signal) => getWarnings(undefined, signal));
  const showAll = () => navigate(paths.earlyWarning.href(), { replace: true });
  // The supervision office's list is the whole city's; an officer's, what the department inspected.
  const city = useRecoilValue(sessionState).capabilities.includes('supervisor');

  return (
    <Screen title={m.title} intro={<FormattedMessage {...(city ? m.introCity : m.intro)} />}>
      <ActiveFilters
        filters={kind ? [{ key: 'kind', label: intl.formatMessage(kindLabels[kind]) }] : []}
        onRemove={showAll}
        onClear={showAll}
      />
      <PullToRefresh
        onRefresh={async () => warnings.reload()}
        pullingText={intl.formatMessage(commonMessages.pullToRefresh)}
        canReleaseText={intl.formatMessage(commonMessages.releaseToRefresh)}
        refreshingText={intl.formatMessage(commonMessages.refreshing)}
        completeText={intl.formatMessage(commonMessages.refreshDone)}
      >
        <Loaded
          state={warnings}
          skeleton="list"
          isEmpty={(data) => !data.some((warning) => !kind || warning.kind === kind)}
          empty={<EmptyState title={<FormattedMessage {...(kind ? m.emptyOfKind : m.empty)} />} />}
        >
          {(data) =>
            groupByKind(kind ? data.filter((warning) => warning.kind === kind) : data).map((group) => (
              <List
                key={group.kind}
                className={styles.group}
                header={
                  <FormattedMessage
                    {...m.kindCount}
                    values={{
                      kind: intl.formatMessage(kindLabels[group.kind]),
                      count: group.warnings.length,
                    }}
                  />
                }
              >
                {group.warnings.map((warning, index) => (
                  <LinkListItem
                    key={`${warning.enterpriseNumber}-${index}`}
                    to={paths.enterpriseWarningInfo.href({ enterpriseNumber: warning.enterpriseNumber })}
                    description={<span className={styles.warning}>{warning.message}</span>}
                  >
                    {warning.enterpriseName}
                  </LinkListItem>
                ))}
              </List>
            ))
          }
        </Loaded>
      </PullToRefresh>
    </Screen>
  );
}
