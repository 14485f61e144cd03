import { Form, Input } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { phoneSchema } from '../../../../contract/supervision-schemas';
import { zodRule } from '../../../lib/forms/zod-rule';
import { paths } from '../../../lib/paths';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { VisitForm } from '../components/visit-form';
import { visitMessages as m } from '../messages';
import styles from './pages.module.css';

export default function OutsideRegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.outsideTitle} />
      </h1>
      <VisitForm
        draftKey="visit-outside"
        target="outside"
        extraFields={
          <>
            <Form.Item name="name" label={intl.formatMessage(m.enterpriseName)} rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.enterpriseNameRequired) }]}>
              <Input maxLength={100} clearable />
            </Form.Item>
            <Form.Item name="address" label={intl.formatMessage(m.address)} rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.addressRequired) }]}>
              <Input maxLength={200} clearable />
            </Form.Item>
            <Form.Item name="contactPhone" label={intl.formatMessage(m.contactPhone)} rules={[zodRule(phoneSchema, intl.formatMessage(m.contactPhoneInvalid))]}>
              <Input type="tel" maxLength={20} clearable />
            </Form.Item>
          </>
        }
        onSaved={(visit) => {
          showSuccessToast(intl.formatMessage(m.submitted));
          navigate(paths.nonSignDetail.href({ id: visit.id }), { replace: true });
        }}
      />
    </main>
  );
}
