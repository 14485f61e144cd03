import { useIntl } from 'react-intl';

/** Times as the complaint screens show them. */
export function useComplaintTime() {
  const intl = useIntl();
  return (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
}
