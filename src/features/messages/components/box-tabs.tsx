import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './messages.module.css';
import { MESSAGE_BOXES, type MessageBox } from '../../../../contract/messages/rules';
import type { UnreadCounts } from '../../../../contract/messages/schemas';
import { boxLabels } from '../message-labels';
import { messageCenterMessages as m } from '../messages';

export const boxTabId = (idBase: string, box: MessageBox) => `${idBase}-tab-${box}`;
export const boxPanelId = (idBase: string) => `${idBase}-panel`;

/** The two boxes as tabs (arrow keys move between them), each saying how many are unread. */
export function BoxTabs({
  idBase,
  value,
  counts,
  onChange,
}: {
  idBase: string;
  value: MessageBox;
  counts: UnreadCounts | undefined;
  onChange: (box: MessageBox) => void;
}) {
  const intl = useIntl();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : MESSAGE_BOXES.length - 1;
    const next = MESSAGE_BOXES[(MESSAGE_BOXES.indexOf(value) + step) % MESSAGE_BOXES.length] ?? value;
    onChange(next);
    document.getElementById(boxTabId(idBase, next))?.focus();
  };
  return (
    <div
      className={styles.boxes}
      role="tablist"
      aria-label={intl.formatMessage(m.boxesLabel)}
      onKeyDown={onKeyDown}
    >
      {MESSAGE_BOXES.map((box) => {
        const label = intl.formatMessage(boxLabels[box]);
        const unread = counts?.[box] ?? 0;
        return (
          <button
            key={box}
            id={boxTabId(idBase, box)}
            type="button"
            role="tab"
            className={styles.box}
            aria-selected={box === value}
            aria-controls={boxPanelId(idBase)}
            tabIndex={box === value ? 0 : -1}
            onClick={() => onChange(box)}
          >
            {unread ? intl.formatMessage(m.boxUnread, { box: label, count: unread }) : label}
          </button>
        );
      })}
    </div>
  );
}
