import { useCallback, useRef, useState } from 'react';
import type { Cart, CartLine } from '../../../../contract/shop/schemas';
import { changeCartLine } from '../api';

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/**
 * The cart's steppers. One request per line at a time: a quantity chosen while one is under way waits, and only
 * the last one chosen is sent after it, so answers cannot arrive out of order. A failure drops what waits and the
 * line shows the quantity the server has again, with the reason.
 */
export function useCartQuantities({
  onSaved,
  onFailed,
}: {
  onSaved: (cart: Cart) => void;
  onFailed: () => void;
}) {
  /** The quantity shown while a line's change is under way; none when the line shows what the server has. */
  const [drafts, setDrafts] = useState<Record<string, number>>({});
  const [failures, setFailures] = useState<Record<string, string>>({});
  /** Lines with a request under way, and the quantity waiting to be sent after it (null: none). */
  const waiting = useRef(new Map<string, number | null>());
  const callbacks = useRef({ onSaved, onFailed });
  callbacks.current = { onSaved, onFailed };

  const send = useCallback(async (line: CartLine, quantity: number): Promise<void> => {
    waiting.current.set(line.id, null);
    try {
      const cart = await changeCartLine({
        goodsId: line.goods.id,
        specId: line.specId,
        mode: 'set',
        quantity,
      });
      callbacks.current.onSaved(cart);
      const next = waiting.current.get(line.id);
      if (next !== null && next !== undefined && next !== quantity) return await send(line, next);
      waiting.current.delete(line.id);
      setDrafts((current) => without(current, line.id));
    } catch (error) {
      waiting.current.delete(line.id);
      setDrafts((current) => without(current, line.id));
      setFailures((current) => ({
        ...current,
        [line.id]: error instanceof Error ? error.message : String(error),
      }));
      callbacks.current.onFailed();
    }
  }, []);

  const change = useCallback(
    (line: CartLine, quantity: number) => {
      setFailures((current) => without(current, line.id));
      if (waiting.current.has(line.id)) {
        waiting.current.set(line.id, quantity);
        setDrafts((current) => ({ ...current, [line.id]: quantity }));
        return;
      }
      if (quantity === line.quantity) return;
      setDrafts((current) => ({ ...current, [line.id]: quantity }));
      void send(line, quantity);
    },
    [send],
  );

  return {
    /** What a line's stepper shows. */
    quantityOf: (line: CartLine) => drafts[line.id] ?? line.quantity,
    failureOf: (line: CartLine): string | undefined => failures[line.id],
    /** A change is under way on some line: what checkout would read is not saved yet. */
    saving: Object.keys(drafts).length > 0,
    change,
  };
}
