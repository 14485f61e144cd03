import { Button, Dialog, List, Radio, Space } from 'antd-mobile';
import { UserCircleOutline } from 'antd-mobile-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import type { Locale } from '../../../../contract/locales';
import { localeState } from '../../../lib/i18n/locale-state';
import { paths } from '../../../lib/paths';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { emptySession, isLoggedInState, sessionState } from '../../../lib/session/session-state';
import { getOverlayContainer, registerOverlayCleaner, showSuccessToast } from '../../../lib/ui/overlay';
import { logout } from '../api';
import { myMessages as m } from '../messages';
import styles from './my-page.module.css';

registerOverlayCleaner(Dialog.clear);

const LANGUAGE_OPTIONS: { label: string; value: Locale }[] = [
  { label: '中文', value: 'zh' },
  { label: 'English', value: 'en' },
];

export default function MyPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const runtime = useAppRuntime();
  const session = useRecoilValue(sessionState);
  const loggedIn = useRecoilValue(isLoggedInState);
  const locale = useRecoilValue(localeState);

  const signOut = async () => {
    const confirmed = await Dialog.confirm({ content: intl.formatMessage(m.logoutConfirm), getContainer: getOverlayContainer });
    if (!confirmed) return;
    await logout().catch(() => undefined);
    runtime.updateSession({ ...emptySession, firstLoad: false });
    showSuccessToast(intl.formatMessage(m.loggedOut));
    navigate(paths.login.href(), { replace: true });
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={intl.formatMessage(m.title)}>
        <UserCircleOutline className={styles.avatar} aria-hidden="true" />
        {loggedIn ? (
          <div>
            <h1 className={styles.name}>{session.name || session.phonenumber}</h1>
            <p className={styles.role}>
              <FormattedMessage {...(session.role === 'officer' ? m.roleOfficer : m.roleEnterprise)} />
            </p>
          </div>
        ) : (
          <div>
            <h1 className={styles.name}>
              <FormattedMessage {...m.notSignedIn} />
            </h1>
            <Link to={paths.login.href({ target: paths.my.path })}>
              <FormattedMessage {...m.signIn} />
            </Link>
          </div>
        )}
      </section>

      {loggedIn && (
        <List className={styles.list}>
          <List.Item extra={session.phonenumber}>
            <FormattedMessage {...m.phone} />
          </List.Item>
          {session.role === 'officer' ? (
            <List.Item extra={session.departmentName}>
              <FormattedMessage {...m.department} />
            </List.Item>
          ) : (
            <>
              <List.Item extra={session.enterpriseName || intl.formatMessage(m.noEnterprise)}>
                <FormattedMessage {...m.enterprise} />
              </List.Item>
              {session.enterpriseNumber && (
                <List.Item extra={session.enterpriseNumber}>
                  <FormattedMessage {...m.enterpriseNumber} />
                </List.Item>
              )}
              <List.Item extra={session.goods_card_num}>
                <FormattedMessage {...m.cart} />
              </List.Item>
            </>
          )}
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

      {loggedIn &&
        (runtime.mode === 'portal' ? (
          <p className={styles.hint}>
            <FormattedMessage {...m.portalManaged} />
          </p>
        ) : (
          <div className={styles.actions}>
            <Button block color="danger" fill="outline" onClick={() => void signOut()}>
              <FormattedMessage {...m.logout} />
            </Button>
          </div>
        ))}
    </div>
  );
}
