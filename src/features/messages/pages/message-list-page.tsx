import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import type { MessageBox } from '../../../../contract/messages/rules';
import { useUnreadCounts } from '../../../components/messages/unread-counts';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { sessionState } from '../../../lib/session/session-state';
import { Screen } from '../../../lib/ui/screen';
import { BoxList } from '../components/box-list';
import { boxPanelId, BoxTabs, boxTabId } from '../components/box-tabs';
import styles from '../components/messages.module.css';
import { messageCenterMessages as m } from '../messages';

/** `/enterprise/systemNotice`, a tab: system notices and the user's own messages, each box with its unread count. */
export default function MessageListPage() {
  const idBase = useId().replace(/[^\w-]/g, '');
  const session = useRecoilValue(sessionState);
  const [box, setBox] = useState<MessageBox>('system');
  const counts = useUnreadCounts();
  const publishable = useIsRouteAvailable('systemNoticePublish');
  const supervisor = session.role === 'officer' && session.capabilities.includes('supervisor');

  return (
    <Screen
      title={m.listTitle}
      back={false}
      actions={
        supervisor &&
        publishable && (
          <Link className={styles.publishLink} to={paths.systemNoticePublish.href()}>
            <FormattedMessage {...m.publishEntry} />
          </Link>
        )
      }
    >
      <BoxTabs idBase={idBase} value={box} counts={counts} onChange={setBox} />
      <div id={boxPanelId(idBase)} role="tabpanel" aria-labelledby={boxTabId(idBase, box)}>
        <BoxList key={box} box={box} unread={counts?.[box]} />
      </div>
    </Screen>
  );
}
