import { FormField } from './contract-form';
import { DateTimeField } from './date-time-field';
import { CLOCK_SKEW_MS } from '../../../contract/time-rules';

/** Start and end of an on-site event: the start not in the future, the end allowing the phone's clock skew. */
export function TimeRangeFields({
  startLabel,
  endLabel,
  placeholder,
}: {
  startLabel: string;
  endLabel: string;
  placeholder: string;
}) {
  return (
    <>
      <FormField name="startedAt" label={startLabel} kind="group">
        <DateTimeField label={startLabel} placeholder={placeholder} max={new Date()} />
      </FormField>
      <FormField name="endedAt" label={endLabel} kind="group" dependencies={['startedAt']}>
        <DateTimeField
          label={endLabel}
          placeholder={placeholder}
          max={new Date(Date.now() + CLOCK_SKEW_MS)}
        />
      </FormField>
    </>
  );
}
