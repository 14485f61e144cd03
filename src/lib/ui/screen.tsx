import { LeftOutline } from 'antd-mobile-icons';
import { useContext, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { commonMessages as m } from './messages';
import styles from './screen.module.css';
import { useBackOrHome } from './use-back';
import { AppRuntimeContext } from '../session/app-runtime';

interface ScreenProps {
  title: MessageDescriptor;
  titleValues?: Record<string, ReactNode>;
  intro?: ReactNode;
  /** Offer a way back (history if there is any, else home). Tab screens say false. */
  back?: boolean;
  /** Beside the title (e.g. a filter or share button). */
  actions?: ReactNode;
  /** Buttons under the content, stacked. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** A title wider than about 16 Chinese characters or 32 Latin letters: a record's name, a document's title. */
const LONG_TITLE_WIDTH = 32;
function isLong(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) >= 0x2e80 ? 2 : 1;
  return width > LONG_TITLE_WIDTH;
}

/**
 * The frame of every screen: one heading, a way back, an intro, the content, the actions. Standalone it is the
 * page's `main`; embedded, the portal owns `main`, so the screen is a named region of its own.
 */
export function Screen({ title, titleValues, intro, back = true, actions, footer, children }: ScreenProps) {
  const intl = useIntl();
  const headingId = useId();
  const mode = useContext(AppRuntimeContext)?.mode;
  const embedded = mode === 'portal' || mode === 'embedded';
  const { back: goBack, hasHistory } = useBackOrHome();
  const Landmark = embedded ? 'section' : 'main';
  return (
    <Landmark className={styles.screen} aria-labelledby={headingId}>
      <header className={styles.header}>
        {back && (
          <button
            type="button"
            className={styles.back}
            onClick={goBack}
            aria-label={intl.formatMessage(hasHistory ? m.back : m.backHome)}
          >
            <LeftOutline aria-hidden />
          </button>
        )}
        <h1
          id={headingId}
          className={
            isLong(intl.formatMessage(title, titleValues as Record<string, string>))
              ? `${styles.title} ${styles.long}`
              : styles.title
          }
        >
          <FormattedMessage {...title} values={titleValues} />
        </h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </Landmark>
  );
}
