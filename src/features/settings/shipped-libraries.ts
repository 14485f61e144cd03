// Written by collect-libraries.ts from package.json and node_modules; do not edit by hand.

export interface ShippedLibrary {
  name: string;
  version: string;
  license: string;
}

/** The libraries the browser loads, with the licence each declares. */
export const shippedLibraries: readonly ShippedLibrary[] = [
  { name: 'antd-mobile', version: '5.43.0', license: 'MIT' },
  { name: 'antd-mobile-icons', version: '0.3.0', license: 'MIT' },
  { name: 'axios', version: '1.21.1', license: 'MIT' },
  { name: 'jsqr', version: '1.4.0', license: 'Apache-2.0' },
  { name: 'pdfjs-dist', version: '5.6.205', license: 'Apache-2.0' },
  { name: 'qrcode.react', version: '4.2.0', license: 'ISC' },
  { name: 'react', version: '18.3.1', license: 'MIT' },
  { name: 'react-dom', version: '18.3.1', license: 'MIT' },
  { name: 'react-intl', version: '12.1.5', license: 'BSD-3-Clause' },
  { name: 'react-router-dom', version: '7.18.5', license: 'MIT' },
  { name: 'recoil', version: '0.7.7', license: 'MIT' },
  { name: 'vite-plugin-qiankun', version: '1.0.15', license: 'MIT' },
  { name: 'zod', version: '4.6.7', license: 'MIT' },
];
