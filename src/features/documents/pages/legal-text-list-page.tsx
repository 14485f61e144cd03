import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { CursorList } from '../../../lib/ui/cursor-list';
import card from '../../../lib/ui/list-card.module.css';
import { EmptyState } from '../../../lib/ui/loaded';
import control from '../../../lib/ui/native-control.module.css';
import { Screen } from '../../../lib/ui/screen';
import searchBar from '../../../lib/ui/search-bar.module.css';
import { getLegalTexts } from '../api';
import styles from '../documents.module.css';
import { documentMessages as m } from '../messages';

/** The contract's longest query; a cited basis is longer at times, and its start names the law. */
const QUERY_MAX = 200;

/** `/legalTexts?q=`: legal texts by title (or the laws a cited basis names), each opening as a document. */
export default function LegalTextListPage() {
  const intl = useIntl();
  const { q } = useScreenParams('legalTexts');
  const [query, setQuery] = useState((q ?? '').slice(0, QUERY_MAX));
  const [typed, setTyped] = useState(query);
  const list = useCursorList(
    (cursor, signal) => getLegalTexts({ q: query || undefined, cursor }, signal),
    [query],
    {
      key: ['documents', 'legalTexts', query],
    },
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };
  return (
    <Screen title={m.legalTitle} intro={<FormattedMessage {...m.legalIntro} />}>
      <form role="search" className={searchBar.searchBar} onSubmit={search}>
        <input
          className={control.control}
          type="search"
          value={typed}
          maxLength={QUERY_MAX}
          aria-label={intl.formatMessage(m.legalSearch)}
          placeholder={intl.formatMessage(m.legalSearch)}
          onChange={(event) => {
            setTyped(event.target.value);
            if (!event.target.value) setQuery('');
          }}
        />
        <Button type="submit" fill="outline" color="primary">
          <FormattedMessage {...m.legalSearchButton} />
        </Button>
      </form>
      <div className={styles.list}>
        <CursorList
          list={list}
          itemKey={(text) => text.id}
          empty={
            <EmptyState
              title={<FormattedMessage {...m.legalEmpty} />}
              // a cited law the library does not hold yet: where its text is to be read
              text={query ? <FormattedMessage {...m.legalNotHeld} /> : undefined}
            />
          }
          renderItem={(text) => (
            <Link className={card.card} to={paths.pdfView.href({ doc: text.doc })}>
              <span className={card.title}>{text.title}</span>
              <span className={card.meta}>
                <FormattedMessage
                  {...m.legalLine}
                  values={{
                    issuer: text.issuer,
                    // a calendar date, not an instant: shown as written wherever the phone is
                    date: intl.formatDate(text.effectiveFrom, {
                      dateStyle: 'medium',
                      timeZone: /^\d{4}-\d{2}-\d{2}$/.test(text.effectiveFrom) ? 'UTC' : undefined,
                    }),
                    count: text.articleCount,
                  }}
                />
              </span>
            </Link>
          )}
        />
      </div>
    </Screen>
  );
}
