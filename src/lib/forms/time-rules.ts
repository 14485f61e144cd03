import type { FormInstance } from 'antd-mobile/es/components/form';

/** A Form rule for an end time field: not before the form's start time field (both ISO strings). */
export function endNotBeforeStart(form: FormInstance, message: string, startField = 'startedAt') {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const start = form.getFieldValue(startField) as string | undefined;
      return value && start && new Date(value) < new Date(start) ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
