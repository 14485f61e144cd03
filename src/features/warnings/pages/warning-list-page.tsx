import { List, PullToRefresh } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
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
  const warnings = useQuery(['warnings', 'list'], (signal) => getWarnings(undefined, signal));

  return (
    <Screen title={m.title} intro={<FormattedMessage {...m.intro} />}>
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
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title={<FormattedMessage {...m.empty} />} />}
        >
          {(data) =>
            groupByKind(data).map((group) => (
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
