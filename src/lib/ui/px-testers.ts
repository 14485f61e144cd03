/**
 * antd-mobile appends two `.adm-px-tester` nodes to the host's body the first time it measures, and keeps
 * references to them. Embedded, we take them out on unmount and put the same nodes back on mount.
 */
let parked: Element[] = [];

export function restorePxTesters(): void {
  for (const node of parked) document.body.appendChild(node);
  parked = [];
}

export function parkPxTesters(): void {
  parked = Array.from(document.body.querySelectorAll(':scope > .adm-px-tester'));
  for (const node of parked) node.remove();
}
