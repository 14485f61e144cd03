import { useIntl, type MessageDescriptor } from 'react-intl';
import type { RegionNode } from '../../../contract/api-schemas';
import { request } from '../../lib/http/client';
import { useQuery } from '../../lib/http/use-query';
import type { ActiveFilter } from '../../lib/ui/active-filters';

/** District -> street nodes, one tree for every form that asks where (an enterprise, an address). */
export const regionTreeKey = ['regions', 'cascade'] as const;

export const useRegionTree = (enabled = true) =>
  useQuery(enabled ? regionTreeKey : null, (signal) => request('getRegionCascade', {}, { signal }));

/** The nodes from a district down to the node with `code` (empty when the tree does not hold it). */
export function regionPath(nodes: readonly RegionNode[], code: string | undefined): RegionNode[] {
  if (!code) return [];
  for (const node of nodes) {
    if (node.code === code) return [node];
    const below = regionPath(node.children ?? [], code);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** The tag of a list narrowed to one district or street (`key` regionCode), named once the tree has come. */
export function useRegionFilter(code: string | undefined, words: MessageDescriptor): ActiveFilter[] {
  const intl = useIntl();
  const tree = useRegionTree(Boolean(code));
  if (!code) return [];
  const path = tree.data ? regionPath(tree.data, code) : [];
  const name = tree.data ? path.map((node) => node.name).join(' ') || code : '…';
  return [{ key: 'regionCode', label: intl.formatMessage(words, { region: name }) }];
}
