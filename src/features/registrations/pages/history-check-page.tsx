import { Input } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styles from './pages.module.css';
import { enterpriseNumberSchema } from '../../../../contract/fields';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { Screen } from '../../../lib/ui/screen';
import { RegistrationHistory } from '../components/registration-history';
import { registrationMessages as m } from '../messages';

/** The officer's view of an enterprise's whole inspection history, across departments. */
export default function HistoryCheckPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const current = useScreenParams('historyCheck').enterpriseNumber ?? '';
  const [typed, setTyped] = useState(current);
  const [invalid, setInvalid] = useState(false);

  const search = () => {
    const parsed = enterpriseNumberSchema.safeParse(typed);
    setInvalid(!parsed.success);
    if (parsed.success) setParams({ enterpriseNumber: parsed.data }, { replace: true });
  };

  return (
    <Screen title={m.historyCheckTitle} intro={<FormattedMessage {...m.historyCheckPrompt} />}>
      <form
        className={styles.searchRow}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Input
          aria-label={intl.formatMessage(m.enterpriseNumber)}
          placeholder={intl.formatMessage(m.enterpriseNumberPlaceholder)}
          value={typed}
          onChange={setTyped}
          clearable
          aria-invalid={invalid}
        />
        <Button type="submit" color="primary">
          <FormattedMessage {...m.search} />
        </Button>
      </form>
      {invalid && (
        <p className={styles.invalid} role="alert">
          <FormattedMessage {...m.enterpriseNumberInvalid} />
        </p>
      )}
      {current && (
        <RegistrationHistory
          key={current}
          enterpriseNumber={current}
          showEnterprise={false}
          showEvaluation={false}
          showWarnings
          onOpen={(item) => navigate(paths.registrationDetail.href({ id: item.id }))}
        />
      )}
    </Screen>
  );
}
