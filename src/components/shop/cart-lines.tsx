import { FormattedMessage } from 'react-intl';
import { shopPartsMessages as m } from './messages';
import { formatYuan } from '../../../contract/shop/rules';
import type { CartLine } from '../../../contract/shop/schemas';

/** A line may be ordered as it is, or once the buyer has seen its new price; the other issues must be fixed first. */
export function isOrderable(line: CartLine): boolean {
  return line.issue === null || line.issue === 'priceChanged';
}

export interface ProviderLines {
  providerId: string;
  /** The provider's name, as the goods name it. */
  name: string;
  lines: CartLine[];
}

/** Cart lines by the provider each request goes to (a free service to the office giving it), in the cart's order. */
export function groupByProvider(lines: CartLine[]): ProviderLines[] {
  const groups = new Map<string, ProviderLines>();
  for (const line of lines) {
    const group = groups.get(line.providerId);
    if (group) group.lines.push(line);
    else
      groups.set(line.providerId, {
        providerId: line.providerId,
        name: line.goods.providerName,
        lines: [line],
      });
  }
  return [...groups.values()];
}

/** Why a cart line cannot be checked out as it is, in words (nothing for a line without an issue). */
export function CartIssueText({ line }: { line: CartLine }) {
  switch (line.issue) {
    case 'priceChanged':
      return (
        <FormattedMessage
          {...m.issuePriceChanged}
          values={{ before: formatYuan(line.addedPriceFen), now: formatYuan(line.priceFen) }}
        />
      );
    case 'outOfStock':
      return <FormattedMessage {...m.issueOutOfStock} />;
    case 'overStock':
      return <FormattedMessage {...m.issueOverStock} values={{ stock: line.stock }} />;
    case 'overLimit':
      return <FormattedMessage {...m.issueOverLimit} values={{ limit: line.limit }} />;
    case 'withdrawn':
      return <FormattedMessage {...m.issueWithdrawn} />;
    default:
      return null;
  }
}
