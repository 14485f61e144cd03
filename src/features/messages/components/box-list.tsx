import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageCard } from './message-card';
import styles from './messages.module.css';
import type { MessageBox } from '../../../../contract/messages/rules';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { Button } from '../../../lib/ui/button';
import { CursorList } from '../../../lib/ui/cursor-list';
import { EmptyState } from '../../../lib/ui/loaded';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { listMessages, markBoxRead, messageListKey } from '../api';
import { messageCenterMessages as m } from '../messages';

/** One box, newest first, paged by cursor; "mark all read" while it has unread messages. */
export function BoxList({ box, unread }: { box: MessageBox; unread: number | undefined }) {
  const intl = useIntl();
  const [marking, setMarking] = useState(false);
  const list = useCursorList((cursor, signal) => listMessages({ box, cursor }, signal), [box], {
    key: messageListKey(box),
  });
  // Opened again from a tab or a link (not by back), it shows what arrived meanwhile.
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP' && !list.initialLoading) void list.refresh();
  });

  const markAll = async () => {
    setMarking(true);
    try {
      await markBoxRead(box);
      showSuccessToast(intl.formatMessage(m.markedAllRead));
    } catch {
      // the client already said what went wrong
    } finally {
      setMarking(false);
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Button
          size="small"
          fill="outline"
          color="primary"
          loading={marking}
          disabled={marking || unread === 0 || list.items.length === 0}
          onClick={() => void markAll()}
        >
          <FormattedMessage {...m.markAllRead} />
        </Button>
      </div>
      <CursorList
        list={list}
        itemKey={(message) => message.id}
        empty={<EmptyState title={intl.formatMessage(box === 'system' ? m.emptySystem : m.emptyPersonal)} />}
        renderItem={(message) => <MessageCard message={message} />}
      />
    </>
  );
}
