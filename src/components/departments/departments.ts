import { useIntl, type MessageDescriptor } from 'react-intl';
import { request } from '../../lib/http/client';
import { useQuery } from '../../lib/http/use-query';
import type { ActiveFilter } from '../../lib/ui/active-filters';

/** Every department by code, in the user's language (the content dictionary's `department`). */
export const useDepartments = (enabled = true) =>
  useQuery(enabled ? ['content', 'dict', 'department'] : null, (signal) =>
    request('queryDict', { dictType: 'department' }, { signal }),
  );

/**
 * The tag of a list narrowed to one department (`key` departmentCode), named once the dictionary has come; the
 * supervision office's lists opened from a department's analysis figure.
 */
export function useDepartmentFilter(code: string | undefined, words: MessageDescriptor): ActiveFilter[] {
  const intl = useIntl();
  const departments = useDepartments(Boolean(code));
  if (!code) return [];
  const name = departments.data ? (departments.data.find((item) => item.value === code)?.label ?? code) : '…';
  return [{ key: 'departmentCode', label: intl.formatMessage(words, { department: name }) }];
}
