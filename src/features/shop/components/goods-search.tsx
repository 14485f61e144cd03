import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShopSection } from './shop-section';
import { GoodsCard } from '../../../components/shop/goods-card';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { Button } from '../../../lib/ui/button';
import { CursorList } from '../../../lib/ui/cursor-list';
import { EmptyState } from '../../../lib/ui/loaded';
import control from '../../../lib/ui/native-control.module.css';
import searchBar from '../../../lib/ui/search-bar.module.css';
import { listGoodsPage, shopKeys } from '../api';
import { shopMessages as m } from '../messages';
import styles from '../shop.module.css';

/** Up to the contract's length of a keyword. */
const KEYWORD_MAX = 40;

/** The market's search box: the typed words are searched on submit; emptying the box ends the search. */
export function SearchForm({
  typed,
  onType,
  onSearch,
}: {
  typed: string;
  onType: (typed: string) => void;
  onSearch: (keyword: string) => void;
}) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className={searchBar.searchBar} onSubmit={submit}>
      <input
        className={control.control}
        type="search"
        value={typed}
        maxLength={KEYWORD_MAX}
        aria-label={intl.formatMessage(m.searchLabel)}
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        enterKeyHint="search"
        onChange={(event) => {
          onType(event.target.value);
          if (!event.target.value.trim()) onSearch('');
        }}
      />
      <Button type="submit" color="primary" fill="outline">
        <FormattedMessage {...m.search} />
      </Button>
    </form>
  );
}

/** Goods whose name or description matches the keyword, page by page. */
export function SearchResults({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const filter = { keyword };
  const list = useCursorList((cursor, signal) => listGoodsPage(filter, cursor, signal), [keyword], {
    key: shopKeys.goodsList(filter),
  });
  return (
    <ShopSection
      title={m.searchResults}
      titleValues={{ keyword }}
      action={
        <Button size="small" fill="none" color="primary" className={styles.headAction} onClick={onClear}>
          <FormattedMessage {...m.clearSearch} />
        </Button>
      }
    >
      <CursorList
        list={list}
        itemKey={(goods) => goods.id}
        empty={<EmptyState title={<FormattedMessage {...m.searchEmpty} values={{ keyword }} />} />}
        renderItem={(goods) => <GoodsCard goods={goods} />}
      />
    </ShopSection>
  );
}
