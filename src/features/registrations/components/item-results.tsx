import { Form, Radio, Space } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import { FormField } from '../../../lib/forms/contract-form';
import { registrationMessages as m } from '../messages';

/** The result of each inspection item, as the form field `results.<code>`; a new registration may leave one unchecked. */
export function ItemResults({
  items,
  uncheckable = false,
}: {
  items: { code: string; name: string }[];
  uncheckable?: boolean;
}) {
  return (
    <>
      <Form.Header>
        <FormattedMessage {...m.items} />
      </Form.Header>
      {items.map((item) => (
        <FormField key={item.code} name={['results', item.code]} label={item.name} kind="radio">
          <Radio.Group>
            <Space wrap>
              <Radio value="compliant">
                <FormattedMessage {...m.compliant} />
              </Radio>
              <Radio value="non_compliant">
                <FormattedMessage {...m.nonCompliant} />
              </Radio>
              {uncheckable && (
                <Radio value="unchecked">
                  <FormattedMessage {...m.notChecked} />
                </Radio>
              )}
            </Space>
          </Radio.Group>
        </FormField>
      ))}
    </>
  );
}
