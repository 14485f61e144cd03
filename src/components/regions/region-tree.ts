import type { RegionNode } from '../../../contract/api-schemas';
import { request } from '../../lib/http/client';
import { useQuery } from '../../lib/http/use-query';

/** District -> street nodes, one tree for every form that asks where (an enterprise, an address). */
export const regionTreeKey = ['regions', 'cascade'] as const;

export const useRegionTree = () =>
  useQuery(regionTreeKey, (signal) => request('getRegionCascade', {}, { signal }));

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
