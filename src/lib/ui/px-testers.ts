import { convertPx } from 'antd-mobile/es/utils/convert-px';

/**
 * antd-mobile measures px through two `.adm-px-tester` nodes it appends to document.body once and keeps
 * references to. Embedded, our CSS may not reach the host's body (qiankun's style isolation scopes or
 * shadows it) and the nodes must not stay there, so they live in the app's root while mounted and are parked
 * between mounts.
 */
let parked: Element[] = [];

export function adoptPxTesters(root: HTMLElement): void {
  // makes antd-mobile create its testers now, before any screen measures
  convertPx(1);
  const loose = Array.from(document.body.querySelectorAll(':scope > .adm-px-tester'));
  for (const node of [...parked, ...loose]) root.appendChild(node);
  parked = [];
}

export function parkPxTesters(root: HTMLElement): void {
  parked = Array.from(root.querySelectorAll(':scope > .adm-px-tester'));
  for (const node of parked) node.remove();
}
