import { List, Tag } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../../lib/http/use-api';
import { PageEmpty, PageError, PageLoading } from '../../../lib/ui/page-state';
import { getCodeHistory } from '../api';
import { enterpriseMessages as m } from '../messages';
import styles from './enterprise.module.css';

export default function QrCodeHistoryPage() {
  const intl = useIntl();
  const history = useApi((signal) => getCodeHistory(signal), []);
  const time = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  if (history.loading && !history.data) return <PageLoading />;
  if (history.error) return <PageError message={history.error.message} onRetry={history.reload} />;
  if (!history.data?.length) return <PageEmpty />;

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.historyTitle} />
      </h1>
      {history.data.map((code) => (
        <List
          key={code.codeId}
          className={styles.section}
          header={
            <span>
              <FormattedMessage {...m.codeLabel} values={{ codeId: code.codeId.slice(0, 8) }} /> · <FormattedMessage {...m.codeIssuedAt} values={{ time: time(code.issuedAt) }} />{' '}
              {code.revokedAt ? (
                <Tag color="default">
                  <FormattedMessage {...m.revoked} values={{ time: time(code.revokedAt) }} />
                </Tag>
              ) : (
                <Tag color="success">
                  <FormattedMessage {...m.active} />
                </Tag>
              )}
            </span>
          }
        >
          {code.scans.length === 0 ? (
            <List.Item>
              <span className={styles.muted}>
                <FormattedMessage {...m.noScans} />
              </span>
            </List.Item>
          ) : (
            code.scans.map((scan) => (
              <List.Item
                key={scan.scanId}
                className={styles.scanRow}
                description={<FormattedMessage {...m.scanBy} values={{ department: scan.departmentName, name: scan.staffName }} />}
                extra={
                  <Tag color={scan.purpose === 'inspection' ? 'primary' : 'success'}>
                    <FormattedMessage {...(scan.purpose === 'inspection' ? m.scanInspection : m.scanVisit)} />
                  </Tag>
                }
              >
                {time(scan.scannedAt)}
              </List.Item>
            ))
          )}
        </List>
      ))}
    </main>
  );
}
