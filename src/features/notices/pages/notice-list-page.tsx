import { Tag } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import type { NoticeSummary } from '../../../../contract/notices/schemas';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { Button } from '../../../lib/ui/button';
import { CursorList } from '../../../lib/ui/cursor-list';
import card from '../../../lib/ui/list-card.module.css';
import { EmptyState } from '../../../lib/ui/loaded';
import { showToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { listNotices } from '../api';
import { NoticeScanner } from '../components/notice-scanner';
import styles from '../components/notices.module.css';
import { kindLabels } from '../labels';
import { noticeMessages as m } from '../messages';
import { noticeTokenFromScan } from '../notice-address';

function NoticeCard({ notice, showEnterprise }: { notice: NoticeSummary; showEnterprise: boolean }) {
  return (
    <>
      <span className={card.head}>
        <span className={notice.read ? card.title : `${card.title} ${card.unread}`}>
          {showEnterprise ? notice.enterpriseName : notice.departmentName}
        </span>
        {!notice.read && (
          <Tag color="danger">
            <FormattedMessage {...m.unread} />
          </Tag>
        )}
      </span>
      <span className={card.meta}>{notice.title}</span>
      <span className={card.meta}>
        <FormattedMessage {...m.periodLine} values={{ from: notice.periodFrom, to: notice.periodTo }} />
      </span>
      <span className={card.tags}>
        <Tag color="primary" fill="outline">
          <FormattedMessage {...kindLabels[notice.kind]} />
        </Tag>
        {notice.acknowledgedAt && (
          <Tag color="success" fill="outline">
            <FormattedMessage {...m.acknowledged} />
          </Tag>
        )}
      </span>
    </>
  );
}

/** The scan button, the scanner once asked for, and what a scanned code that is no notice means. */
function ScanNotice() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const [notANotice, setNotANotice] = useState(false);
  const onScanned = useCallback(
    (text: string) => {
      setScanning(false);
      const token = noticeTokenFromScan(text);
      setNotANotice(!token);
      if (token) navigate(paths.enforceNoticeDetail.href({ token }));
    },
    [navigate],
  );
  const onClose = useCallback(() => {
    setScanning(false);
    showToast(intl.formatMessage(m.scanCancelled));
  }, [intl]);

  return (
    <div className={styles.scanBar}>
      {scanning ? (
        <NoticeScanner onScanned={onScanned} onClose={onClose} />
      ) : (
        <Button block color="primary" size="large" onClick={() => setScanning(true)}>
          <FormattedMessage {...m.scan} />
        </Button>
      )}
      {notANotice && !scanning && (
        <p className={styles.scanMessage} role="alert">
          <FormattedMessage {...m.notANotice} />
        </p>
      )}
    </div>
  );
}

/**
 * Notices an enterprise received (an officer: those of the department), unread first as the server orders
 * them across pages; the enterprise scans the notice an officer shows at the door from here.
 */
export default function NoticeListPage() {
  const navigate = useNavigate();
  const { role } = useRecoilValue(sessionState);
  const enterprise = role === 'enterprise';
  const list = useCursorList((cursor, signal) => listNotices(cursor, signal), [], {
    key: ['notices', 'list'],
  });
  // Opened anew (a tab, a message's link) it shows notices received meanwhile.
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP') void list.refresh();
  });

  return (
    <Screen
      title={m.listTitle}
      back={false}
      intro={<FormattedMessage {...(enterprise ? m.listIntroEnterprise : m.listIntroOfficer)} />}
    >
      {enterprise && <ScanNotice />}
      <CursorList
        list={list}
        itemKey={(item) => item.id}
        empty={<EmptyState title={<FormattedMessage {...m.empty} />} />}
        renderItem={(item) => (
          <button
            type="button"
            className={card.card}
            onClick={() => navigate(paths.enforceNoticeDetail.href({ id: item.id }))}
          >
            <NoticeCard notice={item} showEnterprise={!enterprise} />
          </button>
        )}
      />
    </Screen>
  );
}
