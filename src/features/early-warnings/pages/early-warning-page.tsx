import { List, PullToRefresh } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../../lib/http/use-api';
import { paths } from '../../../lib/paths';
import { LinkListItem } from '../../../lib/ui/list-actions';
import { PageEmpty, PageError, PageLoading } from '../../../lib/ui/page-state';
import { getWarnings } from '../api';
import { groupByKind, kindLabels } from '../kinds';
import { warningMessages as m } from '../messages';
import styles from './pages.module.css';

export default function EarlyWarningPage() {
  const intl = useIntl();
  const warnings = useApi((signal) => getWarnings(undefined, signal), []);

  if (warnings.loading && !warnings.data) return <PageLoading />;
  if (warnings.error && !warnings.data) return <PageError message={warnings.error.message} onRetry={warnings.reload} />;
  const groups = groupByKind(warnings.data ?? []);

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.title} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage {...m.intro} />
      </p>
      <PullToRefresh
        onRefresh={async () => warnings.reload()}
        pullingText={intl.formatMessage(m.pullToRefresh)}
        canReleaseText={intl.formatMessage(m.releaseToRefresh)}
        refreshingText={intl.formatMessage(m.refreshing)}
        completeText={intl.formatMessage(m.refreshed)}
      >
        {groups.length === 0 ? (
          <PageEmpty description={intl.formatMessage(m.empty)} />
        ) : (
          groups.map((group) => (
            <List
              key={group.kind}
              className={styles.group}
              header={<FormattedMessage {...m.kindCount} values={{ kind: intl.formatMessage(kindLabels[group.kind]), count: group.warnings.length }} />}
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
        )}
      </PullToRefresh>
    </main>
  );
}
