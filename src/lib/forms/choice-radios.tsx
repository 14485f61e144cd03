import { Radio, Space } from 'antd-mobile';
import { type MessageDescriptor, FormattedMessage } from 'react-intl';

/** One choice of a few named options, one per line (a form field's control: the form gives value and onChange). */
export function ChoiceRadios<Value extends string>({
  labels,
  value,
  onChange,
}: {
  labels: Record<Value, MessageDescriptor>;
  value?: Value;
  onChange?: (value: Value) => void;
}) {
  return (
    <Radio.Group value={value} onChange={(picked) => onChange?.(picked as Value)}>
      <Space direction="vertical">
        {(Object.entries(labels) as Array<[Value, MessageDescriptor]>).map(([option, label]) => (
          <Radio key={option} value={option}>
            <FormattedMessage {...label} />
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
