import { List, Radio, Space } from 'antd-mobile';
import { UserCircleOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import styles from './my-page.module.css';
import type { Locale } from '../../../../contract/locales';
import { localeState } from '../../../lib/i18n/locale-state';
import { paths } from '../../../lib/paths';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { isLoggedInState, sessionState, type Session } from '../../../lib/session/session-state';
import { useSignOut } from '../../../lib/session/use-sign-out';
import { Button } from '../../../lib/ui/button';
import { DetailList, type DetailRow } from '../../../lib/ui/detail-list';
import { LinkListItem } from '../../../lib/ui/list-actions';
import { commonMessages } from '../../../lib/ui/messages';
import { Screen } from '../../../lib/ui/screen';
import { TextSizeChoice } from '../../../lib/ui/text-size-choice';
import { myMessages as m } from '../messages';

const LANGUAGE_OPTIONS: { label: string; value: Locale }[] = [
  { label: '中文', value: 'zh' },
  { label: 'English', value: 'en' },
];

const roleLabel = { officer: m.roleOfficer, enterprise: m.roleEnterprise, provider: m.roleProvider };

/** The user's own records and settings, by role (the shop's cart and addresses are an enterprise user's). */
function entries(session: Session): { key: string; to: string; label: MessageDescriptor }[] {
  const setting = { key: 'setting', to: paths.setting.href(), label: m.setting };
  if (session.role === 'provider')
    return [
      { key: 'requests', to: paths.shopRequestList.href(), label: m.receivedRequests },
      { key: 'catalogue', to: paths.providerCatalogue.href(), label: m.catalogue },
      setting,
    ];
  if (session.role !== 'enterprise') return [setting];
  return [
    { key: 'requests', to: paths.shopRequestList.href(), label: m.myRequests },
    { key: 'cart', to: paths.cart.href(), label: m.cartLink },
    { key: 'addresses', to: paths.addressList.href(), label: m.addresses },
    setting,
  ];
}

function accountRows(session: Session, noEnterprise: string): DetailRow[] {
  const phone = { key: 'phone', label: m.phone, value: session.phonenumber };
  if (session.role === 'officer')
    return [phone, { key: 'department', label: m.department, value: session.departmentName }];
  if (session.role === 'provider')
    return [phone, { key: 'provider', label: m.provider, value: session.providerName }];
  return [
    phone,
    { key: 'enterprise', label: m.enterprise, value: session.enterpriseName || noEnterprise },
    { key: 'enterpriseNumber', label: m.enterpriseNumber, value: session.enterpriseNumber },
    { key: 'cart', label: m.cart, value: session.goods_card_num },
  ];
}

export default function MyPage() {
  const intl = useIntl();
  const runtime = useAppRuntime();
  const session = useRecoilValue(sessionState);
  const loggedIn = useRecoilValue(isLoggedInState);
  const locale = useRecoilValue(localeState);
  const textSizeId = useId();

  const signOut = useSignOut();

  const footer = !loggedIn ? null : runtime.mode === 'portal' ? (
    <p className={styles.hint}>
      <FormattedMessage {...m.portalManaged} />
    </p>
  ) : (
    <Button block color="danger" fill="outline" onClick={() => void signOut()}>
      <FormattedMessage {...m.logout} />
    </Button>
  );

  return (
    <Screen title={m.title} back={false} footer={footer}>
      <section className={styles.card}>
        <UserCircleOutline className={styles.avatar} aria-hidden="true" />
        {loggedIn ? (
          <div>
            <h2 className={styles.name}>{session.name || session.phonenumber}</h2>
            <p className={styles.role}>
              <FormattedMessage {...roleLabel[session.role ?? 'enterprise']} />
            </p>
          </div>
        ) : (
          <div>
            <h2 className={styles.name}>
              <FormattedMessage {...m.notSignedIn} />
            </h2>
            <Link to={paths.login.href({ target: paths.my.path })}>
              <FormattedMessage {...m.signIn} />
            </Link>
          </div>
        )}
      </section>

      {loggedIn && <DetailList rows={accountRows(session, intl.formatMessage(m.noEnterprise))} />}

      {loggedIn && (
        <List className={styles.list}>
          {entries(session).map((entry) => (
            <LinkListItem key={entry.key} to={entry.to}>
              <FormattedMessage {...entry.label} />
            </LinkListItem>
          ))}
        </List>
      )}

      <List className={styles.list} header={<FormattedMessage {...m.language} />}>
        <List.Item>
          <Radio.Group value={locale} onChange={(value) => runtime.setLocale(value as Locale)}>
            <div role="radiogroup" aria-label={intl.formatMessage(m.language)}>
              <Space>
                {LANGUAGE_OPTIONS.map((option) => (
                  <Radio key={option.value} value={option.value}>
                    <span lang={option.value === 'zh' ? 'zh-CN' : 'en'}>{option.label}</span>
                  </Radio>
                ))}
              </Space>
            </div>
          </Radio.Group>
        </List.Item>
      </List>

      <List
        className={styles.list}
        header={
          <span id={textSizeId}>
            <FormattedMessage {...commonMessages.textSize} />
          </span>
        }
      >
        <List.Item>
          <TextSizeChoice labelledBy={textSizeId} />
        </List.Item>
      </List>
    </Screen>
  );
}
