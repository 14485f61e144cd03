import { useContext, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Message } from '../../../../contract/messages/schemas';
import { useQuery } from '../../../lib/http/use-query';
import { RouteAvailabilityContext } from '../../../lib/route-availability';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { DetailList } from '../../../lib/ui/detail-list';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getMessage, markMessageRead, messageKey } from '../api';
import styles from '../components/messages.module.css';
import { kindLabels, subjectHref } from '../message-labels';
import { messageCenterMessages as m } from '../messages';

/** Marks a message read once it is on screen (once per message, also under StrictMode's double effects). */
function useMarkReadWhenShown(message: Message | undefined) {
  const marked = useRef(new Set<string>());
  useEffect(() => {
    if (!message || message.read || marked.current.has(message.id)) return;
    marked.current.add(message.id);
    markMessageRead(message).catch(() => marked.current.delete(message.id));
  }, [message]);
}

/** A kind added by a later build of the server shows no type rather than breaking the screen. */
function kindLabel(message: Message) {
  const label = kindLabels[message.kind] as MessageDescriptor | undefined;
  return label && <FormattedMessage {...label} />;
}

/** `/enterprise/systemNoticeDetail?id=`: one message, read in full, with the way to what it is about. */
export default function MessageDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const available = useContext(RouteAvailabilityContext);
  const { id } = useScreenParams('systemNoticeDetail');
  const state = useQuery(messageKey(id), (signal) => getMessage(id, signal));
  useMarkReadWhenShown(state.data);
  const subject = state.data ? subjectHref(state.data.link, available) : null;

  return (
    <Screen
      title={m.detailTitle}
      footer={
        subject && (
          <Button block color="primary" size="large" onClick={() => navigate(subject)}>
            <FormattedMessage {...m.openSubject} />
          </Button>
        )
      }
    >
      <Loaded state={state}>
        {(message) => (
          <article className={styles.article}>
            <h2 className={styles.articleTitle}>{message.title}</h2>
            <DetailList
              rows={[
                { key: 'kind', label: m.kind, value: kindLabel(message) },
                {
                  key: 'sentAt',
                  label: m.sentAt,
                  value: (
                    <time dateTime={message.createdAt}>
                      {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  ),
                },
              ]}
            />
            <p className={styles.articleBody}>{message.body}</p>
          </article>
        )}
      </Loaded>
    </Screen>
  );
}
